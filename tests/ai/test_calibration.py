"""Hard's forecasts at its leads against the real hands (``game.ai.calibration``, docs/ai.md issue 18)."""
from game.ai.calibration import brier, forecasts, main, table


def test_reading_the_table_foresees_leads_better_than_uniform_deals():
    fs = forecasts("sap-ng-wu", count=240, deals=40, seed=3)
    assert len(fs) > 60
    assert all(0.0 <= f.reading <= 1.0 and 0.0 < f.uniform < 1.0 for f in fs)
    assert any(f.stands for f in fs) and not all(f.stands for f in fs)
    assert brier(fs, "reading") < brier(fs, "uniform")
    bands = table(fs, "reading")
    assert sum(n for _, _, n in bands) == len(fs)
    assert all(0.0 <= stood <= 1.0 for _, stood, _ in bands)


def test_the_command_prints_both_scores(capsys):
    assert main(["--positions", "40", "--deals", "20", "rough=0"]) == 0
    out = capsys.readouterr().out
    assert "Hard's deals (reading the table): Brier score" in out and "uniform deals: Brier score" in out
