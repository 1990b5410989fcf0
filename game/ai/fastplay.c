/* Hard's playouts in C: the climbing engine and Normal's playout policy, decision for decision as in Python.
 *
 * Why: Hard's strength is the deals it plays out in its thinking time (docs/ai.md "Speed"), and in Python a
 * playout is dictionary look-ups and objects: compiling that code as it is (Cython) gave a quarter more deals,
 * where issue 18's target asks six to ten times (docs/ai.md, session 20). This is a second implementation of
 * exactly what ``game.ai.hard.playout`` does with ``game.ai.normal.Brain`` at every seat (the searcher's seat
 * looking at the sampled hands, the others judging on their guesses, ``game.ai.guessing``), on machine-sized
 * values: a hand is one 128-bit integer with the same packing as ``game.model.counts``.
 *
 * It must decide exactly as the Python does: every chance and score is computed with the same double-precision
 * operations in the same order (built with -ffp-contract=off, so no fused multiply-add changes a rounding), and
 * every maximum keeps the first of equal scores, as Python's max does. tests/ai/test_fastplay.py plays the same
 * deals both ways and compares every hand's chips; ``game.ai.fast`` says which variants it takes (the rest stay
 * in Python) and builds the tables from ``game.ai.knowledge.Tables``.
 *
 * The playouts run without the GIL: the table's worker thread searches while the window draws (the reading's
 * calls, a few microseconds each, keep it).
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <math.h>

#ifdef __FAST_MATH__
#error "fastplay.c must round exactly as Python's floats do: build it without -ffast-math"
#endif

/* What game.ai.fast expects (``VERSION`` there): a build of an older fastplay.c is not used. */
#define FASTPLAY_VERSION 8

typedef unsigned __int128 u128;

#define MAXP 4
#define KINDS 22  /* game.model.cards.KIND_COUNT */
#define FIELD 4
#define MAXW 1024
#define MAXPLAYS 96

enum { K_SINGLE, K_SET, K_MIXED, K_SUPREME, K_OTHER };
enum { PH_PLAY, PH_DECIDE, PH_LAYOUT, PH_OVER };
enum { AFTER_LEAD, AFTER_LAYOUT };
enum { A_PASS = -1, A_DECLARE = -2, A_CONTINUE = -3, A_NONE = -4 };  /* A_NONE: no play to lead (an error) */
enum { S_WINNER, S_PAIRWISE, S_SCORERS };

/* ---------------------------------------------------------------------------------------------------------- */
/* The variant's tables (``game.ai.fast.spec`` builds them from ``knowledge.Tables``).                         */

typedef struct {
    int n;
    u128 *packed;
    int *size, *rank, *kind, *full_set, *ends_led, *nfours, *triples, *fours_won, *bonus;
    u128 *bt_add, *bt_mask;
    int *rest_off, *rest_n;
    u128 *rest;
    int *beaten_off, *beaten_n, *beaten;
    int hcap;
    u128 *hkey;
    int *hval;
    u128 guard, supreme_mask, supreme_presence;
    int ngroups;
    u128 *group_mask;
    int split_off[KINDS][8], split_n[KINDS][8];
    int *split;
    int nsup;
    int *sup;
    int single[KINDS];          /* each kind's single, -1 where it is no play */
    /* Plays of unlike cards that are neither mixed nor supreme (``Tables.named_runs``: Chang Pai's 6:6 with 1:2,
     * Ma Hua Hua's groups), in runs of plays of the same kinds, each run with the kinds it needs. */
    int nruns, nnamed;
    u128 *run_kinds;
    int *run_off, *run_n, *named;
    /* Which hands hold a lead where not every card does (``ClimbingGame._active``): the kinds that are a play
     * alone (``single_presence``), and the plays made only of other kinds (``lonely``). */
    u128 single_presence;
    int nlonely;
    int *lonely;
    int layout_all;
    int every, obligation, full_led, full_laid, four_mode, four_chips, any_gain, declare_from;
    int settlement, dealer_double, unclaimed_most;
    int multiply, m_base, m_triple, m_four, m_each;
    int ntiers;
    int tier_wu[64];
    int tier_of[MAXW], points_of[MAXW];
    int first_tier;
    double lam, lead_value, per_chip, chain, bold, grow;
} Tables;

static inline int contains(const Tables *t, u128 hand, u128 part) {
    return ((hand + t->guard - part) & t->guard) == t->guard;
}

static inline int holds(const Tables *t, u128 hand, int cid) {
    if ((hand + t->bt_add[cid]) & t->bt_mask[cid])
        return 1;
    const u128 *r = t->rest + t->rest_off[cid];
    for (int k = 0; k < t->rest_n[cid]; k++)
        if (contains(t, hand, r[k]))
            return 1;
    return 0;
}

static inline uint64_t mix(u128 key) {
    uint64_t h = (uint64_t)key ^ ((uint64_t)(key >> 64) * 0x9E3779B97F4A7C15ull);
    h ^= h >> 29;
    h *= 0xBF58476D1CE4E5B9ull;
    return h ^ (h >> 32);
}

static int lookup(const Tables *t, u128 key) {
    int i = (int)(mix(key) & (uint64_t)(t->hcap - 1));
    while (t->hval[i] >= 0) {
        if (t->hkey[i] == key)
            return t->hval[i];
        i = (i + 1) & (t->hcap - 1);
    }
    return -1;
}

/* ``plays.presence``: one bit per kind present (the low bit of each field). */
static inline u128 presence(const Tables *t, u128 packed) {
    return (packed | (packed >> 1) | (packed >> 2)) & (t->guard >> 3);
}

static inline int tier_index(const Tables *t, int wu) { return t->tier_of[wu < MAXW ? wu : MAXW - 1]; }
static inline int tier_chips(const Tables *t, int wu) { return t->points_of[wu < MAXW ? wu : MAXW - 1]; }

static int size_of(u128 packed) {
    int n = 0;
    while (packed) {
        n += (int)(packed & 15);
        packed >>= FIELD;
    }
    return n;
}

/* ---------------------------------------------------------------------------------------------------------- */
/* One hand (``ClimbingGame``'s state as a playout uses it).                                                   */

typedef struct {
    int players, dealer, sitter, phase, cur, after, winner;
    u128 hands[MAXP], wu_cards[MAXP];
    int sizes[MAXP], wu[MAXP], chips[MAXP], continuing[MAXP];
    int triples[MAXP], fours[MAXP], bonuses[MAXP], laid[MAXP];
    int top, top_seat, passes, responders;
    int queue[MAXP], nqueue;
} Game;

/* ``ClimbingGame._has_lead``: whether ``hand`` holds any lead. Every play of the table may be led (its lead runs
 * hold them all, ``game.ai.fast.spec`` checks), so a hand holding a card that is a play alone holds a lead, and
 * any other lead it holds is a play made only of cards that are no play alone (``lonely``: Luan Chuo's pairs of
 * its low four), tested one by one. */
static int has_lead(const Tables *t, u128 hand) {
    if (presence(t, hand) & t->single_presence)
        return 1;
    for (int k = 0; k < t->nlonely; k++)
        if (contains(t, hand, t->packed[t->lonely[k]]))
            return 1;
    return 0;
}

/* ``ClimbingGame._active``: holds cards that can still be played (where not every card may be led, a hand of
 * dead cards, Chang Pai's lone 6:6 say, sits the rest of the hand out). */
static inline int active(const Tables *t, const Game *g, int seat) {
    u128 hand = g->hands[seat];
    if (!hand)
        return 0;
    if (t->every || (presence(t, hand) & t->single_presence))
        return 1;  /* a card that may be led alone */
    return has_lead(t, hand);
}

static int has_layout(const Tables *t, u128 hand) {
    u128 present = presence(t, hand);
    if ((present & t->supreme_presence) != t->supreme_presence || !t->nsup)
        return 0;
    for (int k = 0; k < t->nsup; k++)
        if (contains(t, hand, t->packed[t->sup[k]]))
            return 1;
    return 0;
}

/* ``knowledge.layout_options``: how many ways ``hand`` could lay out a supreme (0: none). */
static int layout_options(const Tables *t, u128 hand) {
    if (!has_layout(t, hand))
        return 0;
    int n = 0;
    for (int k = 0; k < t->nsup; k++)
        if (contains(t, hand, t->packed[t->sup[k]]))
            n++;
    return t->layout_all && n > 1 ? 1 : n;
}

static int multiplier(const Tables *t, int triples, int fours, int cards) {
    if (t->multiply == 1) { /* product */
        long m = t->m_base;
        for (int i = 0; i < triples; i++) m *= t->m_triple;
        for (int i = 0; i < fours; i++) m *= t->m_four;
        for (int i = 0; i < cards; i++) m *= t->m_each;
        return (int)m;
    }
    if (t->multiply == 2)
        return t->m_base + t->m_triple * triples + t->m_four * fours + t->m_each * cards;
    return 1;
}

static int score(const Tables *t, const Game *g, int seat) {
    int wu = g->wu[seat];
    if (tier_index(t, wu) < 0)
        return 0;
    return tier_chips(t, wu) * multiplier(t, g->triples[seat], g->fours[seat], g->laid[seat]) + g->bonuses[seat];
}

static int seats_from_dealer(const Game *g, int *out) {
    int k = 0;
    for (int i = 0; i < g->players; i++) {
        int s = (g->dealer + i) % g->players;
        if (s != g->sitter)
            out[k++] = s;
    }
    return k;
}

static void pay(const Tables *t, Game *g, int seat, int each) {
    for (int other = 0; other < g->players; other++) {
        if (other == seat || other == g->sitter)
            continue;
        int amount = each;
        if (t->dealer_double && (g->dealer == seat || g->dealer == other))
            amount *= 2;
        g->chips[other] -= amount;
        g->chips[seat] += amount;
    }
}

static void settle_all(const Tables *t, Game *g) {
    int seats[MAXP], scores[MAXP];
    int k = seats_from_dealer(g, seats);
    for (int s = 0; s < g->players; s++)
        scores[s] = s != g->sitter ? score(t, g, s) : 0;
    for (int i = 0; i < k; i++) {
        for (int j = i + 1; j < k; j++) {
            int a = seats[i], b = seats[j], amount;
            if (t->settlement == S_PAIRWISE)
                amount = scores[a] - scores[b];
            else if (scores[a] && !scores[b])
                amount = scores[a];
            else if (scores[b] && !scores[a])
                amount = -scores[b];
            else
                amount = 0;
            if (amount && t->dealer_double && (g->dealer == a || g->dealer == b))
                amount *= 2;
            g->chips[a] += amount;
            g->chips[b] -= amount;
        }
    }
}

static void end_hand(const Tables *t, Game *g, int winner) {
    if (winner < 0 && t->settlement != S_WINNER) {
        settle_all(t, g);
    } else if (winner < 0 && t->unclaimed_most) {
        int seats[MAXP], k = seats_from_dealer(g, seats), best = -1;
        for (int i = 0; i < k; i++) {
            int s = seats[i];
            if (g->wu[s] >= t->declare_from && tier_index(t, g->wu[s]) >= 0 && (best < 0 || g->wu[s] > g->wu[best]))
                best = s;
        }
        if (best >= 0) {
            pay(t, g, best, score(t, g, best));
            winner = best;
        }
    }
    g->phase = PH_OVER;
    g->winner = winner;
    g->cur = winner >= 0 ? winner : g->dealer;
}

static void lead_from(const Tables *t, Game *g, int seat) {
    g->top = -1;
    g->top_seat = -1;
    g->passes = 0;
    for (int i = 0; i < g->players; i++) {
        int s = (seat + i) % g->players;
        if (active(t, g, s)) {
            g->phase = PH_PLAY;
            g->cur = s;
            return;
        }
    }
    end_hand(t, g, -1);
}

static void next_layout(const Tables *t, Game *g) {
    if (g->nqueue) {
        g->phase = PH_LAYOUT;
        g->cur = g->queue[0];
        for (int i = 1; i < g->nqueue; i++)
            g->queue[i - 1] = g->queue[i];
        g->nqueue--;
        return;
    }
    lead_from(t, g, g->dealer);
}

static void resume(const Tables *t, Game *g, int then, int seat) {
    if (then == AFTER_LAYOUT)
        next_layout(t, g);
    else
        lead_from(t, g, seat);
}

static void offer_decision(const Tables *t, Game *g, int seat, int then) {
    int wu = g->wu[seat];
    int tier = tier_index(t, wu);
    if (tier >= 0 && tier > g->continuing[seat] && wu >= t->declare_from) {
        g->phase = PH_DECIDE;
        g->cur = seat;
        g->after = then;
        return;
    }
    resume(t, g, then, seat);
}

static void bonus(const Tables *t, Game *g, int seat, int kinds) {
    if (!kinds || !t->four_chips)
        return;
    pay(t, g, seat, t->four_chips * kinds);
}

static void collected_bonus(const Tables *t, Game *g, int seat, u128 before, u128 added) {
    u128 after = before + added;
    int kinds = 0;
    for (int i = 0; i < KINDS; i++) {
        int a = (int)((added >> (FIELD * i)) & 15);
        if (!a)
            continue;
        int n1 = (int)((after >> (FIELD * i)) & 15), n0 = (int)((before >> (FIELD * i)) & 15);
        if (n1 >= 4 && 4 > n0)
            kinds++;
    }
    bonus(t, g, seat, kinds);
}

static void win_trick(const Tables *t, Game *g) {
    int seat = g->top_seat, c = g->top;
    int gained = t->full_set[c] ? t->full_led : t->size[c];
    g->wu[seat] += gained;
    u128 before = g->wu_cards[seat];
    g->wu_cards[seat] += t->packed[c];
    g->top = -1;
    g->top_seat = -1;
    g->triples[seat] += t->triples[c];
    g->fours[seat] += t->fours_won[c];
    g->bonuses[seat] += t->bonus[c];
    if (t->four_mode == 1 && t->nfours[c])
        bonus(t, g, seat, t->nfours[c]);
    else if (t->four_mode == 2)
        collected_bonus(t, g, seat, before, t->packed[c]);
    offer_decision(t, g, seat, AFTER_LEAD);
}

static void play(const Tables *t, Game *g, int c) {
    int seat = g->cur;
    int lead = g->top < 0;
    g->hands[seat] -= t->packed[c];
    g->sizes[seat] -= t->size[c];
    g->top = c;
    g->top_seat = seat;
    g->passes = 0;
    if (lead && t->ends_led[c]) {
        win_trick(t, g);
        return;
    }
    int responders = 0, nxt = -1, n = g->players;
    for (int i = 1; i < n; i++) {
        int s = (seat + i) % n;
        if (g->hands[s] && (t->every || active(t, g, s))) {
            responders++;
            if (nxt < 0)
                nxt = s;
        }
    }
    g->responders = responders;
    if (!responders) {
        win_trick(t, g);
        return;
    }
    g->cur = nxt;
}

static void pass(const Tables *t, Game *g) {
    int seat = g->cur;
    g->passes++;
    if (g->passes >= g->responders) {
        win_trick(t, g);
        return;
    }
    int n = g->players;
    for (int i = 1; i < n; i++) {
        int s = (seat + i) % n;
        if (s != g->top_seat && g->hands[s] && (t->every || active(t, g, s))) {
            g->cur = s;
            break;
        }
    }
}

static void layout(const Tables *t, Game *g, int c) {
    int seat = g->cur;
    if (c < 0) {
        next_layout(t, g);
        return;
    }
    int gained = t->full_set[c] ? t->full_laid : t->size[c];
    g->hands[seat] -= t->packed[c];
    g->sizes[seat] -= t->size[c];
    g->wu[seat] += gained;
    u128 before = g->wu_cards[seat];
    g->wu_cards[seat] += t->packed[c];
    if (t->four_mode == 2)
        collected_bonus(t, g, seat, before, t->packed[c]);
    offer_decision(t, g, seat, AFTER_LAYOUT);
}

static void decide(const Tables *t, Game *g, int declare) {
    int seat = g->cur, wu = g->wu[seat];
    if (declare) {
        if (t->settlement == S_WINNER)
            pay(t, g, seat, score(t, g, seat));
        else
            settle_all(t, g);
        g->winner = seat;
        end_hand(t, g, seat);
        return;
    }
    if (!t->any_gain)
        g->continuing[seat] = tier_index(t, wu);
    resume(t, g, g->after, seat);
}

static void step(const Tables *t, Game *g, int action) {
    switch (g->phase) {
    case PH_PLAY:
        if (action >= 0) play(t, g, action); else pass(t, g);
        break;
    case PH_DECIDE:
        decide(t, g, action == A_DECLARE);
        break;
    case PH_LAYOUT:
        layout(t, g, action);
        break;
    default:
        break;
    }
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Normal's brain (``normal.Brain``): inside a playout (``Situation.from_game``), and judging another seat's     */
/* remembered decision for the reading of the table (``reading.Reader``).                                       */

#define MAXGUESS 64

typedef struct {
    const Tables *t;
    /* one decision's chances (``Situation.cache``): valid where pw_stamp equals stamp */
    double *pw;
    int *pw_stamp;
    int stamp;
} Ctx;

/* What one decision sees (``normal.Situation``). */
typedef struct {
    int seat, players, in_layout, top, top_seat;
    int sees;                   /* judging on the hands in view (Hard's own seat in a playout) */
    int exact;                  /* inside a playout: no single broken off to lead */
    u128 hand, unseen;
    u128 others[MAXP];          /* sees: the other seats' hands that hold cards */
    int nothers, max_other;
    int thresholds[MAXP];
    const int *wu;
    const u128 *hands;          /* sees: every seat's hand (``p_nobody_else_beats``) */
    const u128 *worlds;         /* otherwise: nworlds deals, MAXP hands each, that its chances are judged on */
    int nworlds;
    double *known_pw, *known_nb;  /* otherwise: those chances, kept while the deals stand (-1: not yet known;
                                   * with ``fresh`` a chance changes as cards are played, and is not kept) */
    int fresh;                  /* the guessed hands without the cards played since they were guessed (``fresh``) */
    u128 played[MAXP];          /* fresh: the cards each seat has played since then */
} Sit;

/* Each kind's count in ``a`` or in ``b``, whichever is smaller (counts below 8: ``Tables.guard``). */
static inline u128 fewer(const Tables *t, u128 a, u128 b) {
    u128 ge = ((a + t->guard - b) & t->guard) >> (FIELD - 1);   /* 1 in each field where a >= b */
    u128 m = ge * 15;
    return (b & m) | (a & ~m);
}

/* Seat ``i``'s guessed hand ``h`` as the seat to play judges it now (``guessing.cut``): with ``fresh``, without the
 * cards seat i has played since the guess was made, where the guess gave it them, and never more of a kind than
 * is still unseen. */
static inline u128 judged(const Tables *t, const Sit *s, u128 h, int i) {
    return s->fresh ? fewer(t, h - fewer(t, h, s->played[i]), s->unseen) : h;
}

static double sampled(const Tables *t, const Sit *s, int cid) {
    double *known = s->known_pw + cid;
    if (*known >= 0.0 && !s->fresh)
        return *known;
    int wins = 0, me = s->seat;
    for (int w = 0; w < s->nworlds; w++) {
        const u128 *world = s->worlds + (size_t)w * MAXP;
        int beaten = 0;
        for (int i = 0; i < s->players; i++) {
            u128 h = world[i];
            if (i != me && h && holds(t, judged(t, s, h, i), cid)) {
                beaten = 1;
                break;
            }
        }
        if (!beaten)
            wins++;
    }
    double r = (double)wins / (double)s->nworlds;
    if (r > 0.95)
        r = 0.95;
    *known = r;
    return r;
}

static double p_win(Ctx *x, const Sit *s, int cid) {
    if (x->pw_stamp[cid] == x->stamp)
        return x->pw[cid];
    const Tables *t = x->t;
    double r = 1.0;
    if (t->size[cid] <= s->max_other && holds(t, s->unseen, cid)) {
        if (s->sees) {
            for (int i = 0; i < s->nothers; i++)
                if (holds(t, s->others[i], cid)) {
                    r = 0.0;
                    break;
                }
        } else if (s->nworlds) {
            r = sampled(t, s, cid);
        } else {
            r = 0.0;
        }
    }
    x->pw[cid] = r;
    x->pw_stamp[cid] = x->stamp;
    return r;
}

static double p_nobody_else_beats(Ctx *x, const Sit *s, int cid, int skip) {
    const Tables *t = x->t;
    if (!t->beaten_n[cid])
        return 1.0;
    int me = s->seat;
    if (s->sees) {
        for (int i = 0; i < s->players; i++) {
            u128 h = s->hands[i];
            if (i != me && i != skip && h && holds(t, h, cid))
                return 0.0;
        }
        return 1.0;
    }
    if (!s->nworlds)
        return 0.5;
    double *known = s->known_nb + (size_t)cid * MAXP + skip;
    if (*known >= 0.0 && !s->fresh)
        return *known;
    int wins = 0;
    for (int w = 0; w < s->nworlds; w++) {
        const u128 *world = s->worlds + (size_t)w * MAXP;
        int beaten = 0;
        for (int i = 0; i < s->players; i++) {
            u128 h = world[i];
            if (i != me && i != skip && h && holds(t, judged(t, s, h, i), cid)) {
                beaten = 1;
                break;
            }
        }
        if (!beaten)
            wins++;
    }
    *known = (double)wins / (double)s->nworlds;
    return *known;
}

/* ``Brain._sets``: ``part`` as sets, kind by kind (``Tables.sets_of``), appended to ``plays`` (unless NULL: only
 * their value is asked); their expected wu. */
static double sets(Ctx *x, const Sit *s, u128 part, int *plays, int *n) {
    const Tables *t = x->t;
    double value = 0.0;
    int i = 0;
    while (part) {
        int k = (int)(part & 15);
        if (k) {
            const int *ids = t->split + t->split_off[i][k];
            for (int j = 0; j < t->split_n[i][k]; j++) {
                int cid = ids[j];
                if (plays)
                    plays[(*n)++] = cid;
                value += t->size[cid] * p_win(x, s, cid);
            }
        }
        part >>= FIELD;
        i++;
    }
    return value;
}

/* ``Brain.partition``: ``hand`` split into the plays it means to make, and their expected wu. */
static double partition(Ctx *x, const Sit *s, u128 hand, int *plays, int *n) {
    const Tables *t = x->t;
    double value = 0.0;
    u128 rest = hand;
    *n = 0;
    if (t->supreme_mask && (rest & t->supreme_mask)) {
        int sup = lookup(t, rest & t->supreme_mask);
        if (sup >= 0 && t->kind[sup] == K_SUPREME) {
            plays[(*n)++] = sup;
            value += t->full_set[sup] ? t->full_led : t->size[sup];
            rest -= t->packed[sup];
        }
    }
    for (int r = 0; r < t->nruns; r++) {
        /* the run's kinds are asked of the hand as it stands before the run, as the Python does */
        if ((presence(t, rest) & t->run_kinds[r]) != t->run_kinds[r])
            continue;
        const int *run = t->named + t->run_off[r];
        for (int j = 0; j < t->run_n[r]; j++) {
            int c = run[j];
            /* A play of exact unlike cards, kept when it is worth more than its own cards as sets. */
            if (!contains(t, rest, t->packed[c]))
                continue;
            double nv = t->size[c] * p_win(x, s, c);
            if (nv >= sets(x, s, t->packed[c], NULL, NULL)) {
                plays[(*n)++] = c;
                value += nv;
                rest -= t->packed[c];
            }
        }
    }
    for (int gi = 0; gi < t->ngroups; gi++) {
        u128 part = rest & t->group_mask[gi];
        if (!part)
            continue;
        rest -= part;
        int at = *n;
        double sv = sets(x, s, part, plays, n);
        int mixed = lookup(t, part);
        if (mixed >= 0 && t->kind[mixed] == K_MIXED) {
            double mv = t->size[mixed] * p_win(x, s, mixed);
            if (mv >= sv) {
                *n = at;
                plays[(*n)++] = mixed;
                sv = mv;
            }
        }
        value += sv;
    }
    if (rest)
        value += sets(x, s, rest, plays, n);
    return value;
}

static int sure_wu(Ctx *x, const Sit *s, const int *plays, int n) {
    const Tables *t = x->t;
    int total = 0;
    for (int i = 0; i < n; i++) {
        int c = plays[i];
        if (p_win(x, s, c) >= 1.0)
            total += t->full_set[c] ? t->full_led : t->size[c];
    }
    return total;
}

static double goal(Ctx *x, const Sit *s, int seat, int gain) {
    const Tables *t = x->t;
    int w = s->wu[seat] + gain;
    if (w < s->thresholds[seat])
        return 0.0;
    return t->per_chip * (double)tier_chips(t, w) * (double)(s->players - 1);
}

static inline int in_plays(const int *plays, int n, int c) {
    for (int i = 0; i < n; i++)
        if (plays[i] == c)
            return 1;
    return 0;
}

/* ``Brain._scored_leads``: every lead worth considering and its score, in Normal's order. */
static int scored_leads(Ctx *x, const Sit *s, double *scores, int *ids) {
    const Tables *t = x->t;
    int plays[MAXPLAYS], rest[MAXPLAYS], n, nr, out = 0;
    double value = partition(x, s, s->hand, plays, &n);
    double lam = t->lam, lv = t->lead_value;
    for (int i = 0; i < n; i++) {
        int c = plays[i];
        double p = p_win(x, s, c), sc;
        if (p >= 1.0) {
            sc = 100.0 + (double)t->size[c] + (double)t->rank[c] * 1e-3;
        } else {
            int size = t->size[c];
            double gain = p != 0.0 ? p * (lv + goal(x, s, s->seat, size)) : 0.0;
            sc = gain - (1 - p) * lam * (double)size + (double)(1 - t->rank[c]) * 1e-3;
            if (t->chain != 0.0 && p != 0.0) {
                partition(x, s, s->hand - t->packed[c], rest, &nr);
                sc += p * t->chain * (double)sure_wu(x, s, rest, nr);
            }
        }
        scores[out] = sc;
        ids[out++] = c;
    }
    if (!s->exact) {
        /* Breaking a set or a mixed play to lead one cheap card can cost less than leading the play. */
        for (int i = 0; i < KINDS; i++) {
            int single = t->single[i];
            if (single < 0 || !((s->hand >> (FIELD * i)) & 15) || in_plays(plays, n, single))
                continue;
            double p = p_win(x, s, single);
            double v2 = partition(x, s, s->hand - t->packed[single], rest, &nr);
            scores[out] = p * (1 + lv) - (1 - p) * lam - (value - v2) + (double)(1 - t->rank[single]) * 1e-3;
            ids[out++] = single;
        }
    }
    return out;
}

/* ``Brain._scored_responses``: passing (unless it must beat) and each play in ``options``, scored. */
static int scored_responses(Ctx *x, const Sit *s, const int *options, int nopt, double *scores, int *ids) {
    const Tables *t = x->t;
    int top = s->top, tx = s->top_seat, out = 0;
    double lam = t->lam, lv = t->lead_value;
    double danger = goal(x, s, tx, t->size[top]);
    double stands = s->players <= 2 ? 1.0 : p_nobody_else_beats(x, s, top, tx);
    double pass_score = -stands * (lam * (double)t->size[top] + danger);
    if (!(t->obligation && nopt)) {
        scores[out] = pass_score;
        ids[out++] = A_PASS;
    }
    if (nopt) {
        int plays[MAXPLAYS], rest[MAXPLAYS], n, nr;
        double value = partition(x, s, s->hand, plays, &n);
        for (int i = 0; i < nopt; i++) {
            int b = options[i];
            double p = p_win(x, s, b);
            double v2 = partition(x, s, s->hand - t->packed[b], rest, &nr);
            int size = t->size[b];
            double gain;
            if (p != 0.0) {
                double lead = t->chain != 0.0 ? lv + t->chain * (double)sure_wu(x, s, rest, nr) : lv;
                gain = p * ((double)size + lead + goal(x, s, s->seat, size));
            } else {
                gain = 0.0;
            }
            scores[out] = gain - (1 - p) * (lam * (double)size + danger) - (value - v2);
            ids[out++] = b;
        }
    }
    return out;
}

/* The first of the highest scores, as Python's ``max`` takes it. */
static int first_best(const double *scores, const int *ids, int n) {
    int best = 0;
    for (int i = 1; i < n; i++)
        if (scores[i] > scores[best])
            best = i;
    return ids[best];
}

static int beating(const Tables *t, u128 hand, int top, int *options) {
    int nopt = 0;
    const int *by = t->beaten + t->beaten_off[top];
    for (int i = 0; i < t->beaten_n[top]; i++)
        if (contains(t, hand, t->packed[by[i]]))
            options[nopt++] = by[i];
    return nopt;
}

static int choose_declare(Ctx *x, const Sit *s) {
    const Tables *t = x->t;
    int w = s->wu[s->seat];
    if (s->in_layout)
        return A_DECLARE;
    int plays[MAXPLAYS], n;
    partition(x, s, s->hand, plays, &n);
    int more = sure_wu(x, s, plays, n);
    if (tier_index(t, w + more) > tier_index(t, w))
        return A_CONTINUE;
    if (t->grow != 0.0 && t->any_gain && more && tier_chips(t, w + more) > tier_chips(t, w))
        return A_CONTINUE;
    if (t->bold != 0.0) {
        int likely = 0;
        for (int i = 0; i < n; i++) {
            double p = p_win(x, s, plays[i]);
            if (t->bold <= p && p < 1.0)
                likely += t->size[plays[i]];
        }
        int others = -1;
        for (int i = 0; i < s->players; i++)
            if (i != s->seat && (others < 0 || s->wu[i] > others))
                others = s->wu[i];
        if (tier_index(t, w + more + likely) > tier_index(t, w) && others + 6 < t->first_tier)
            return A_CONTINUE;
    }
    return A_DECLARE;
}

static int choose_layout(const Tables *t, u128 hand) {
    int best = -1;
    for (int k = 0; k < t->nsup; k++) {
        int c = t->sup[k];
        if (contains(t, hand, t->packed[c]) && (best < 0 || t->size[c] > t->size[best]))
            best = c;
    }
    return best;  /* -1: passing (``A_PASS``) */
}

/* A playout's view for the seat to play (``Situation.from_game``). */
typedef struct {
    Ctx c;
    int players, searcher, guessing;
    int own;  /* the searcher judges its chances on deals read from the table (``ReadGuesses``), not the hands */
    /* ``nest``: at each of the searcher's own later decisions, Normal's best this many choices are each played
     * out once more on the deal and the best of them taken (1 or 0: Normal's choice); ``nesting``: inside such a
     * playout, where its decisions are Normal's again. */
    int nest, nesting;
    /* ``nest_deals``: the nested choices are played out on this many deals of the other seats' cards dealt
     * afresh among them, as the searcher would guess them there (0: on the sampled deal itself, which the
     * searcher would not see); ``spin``: their random numbers, from the searcher's hand and the others' cards
     * taken together (not from how they are split). */
    int nest_deals;
    uint64_t spin;
    /* ``tree``: the searcher's next own decision in a playout judged on the statistics of its information set
     * (``Tree``): ``hist`` is the actions since the search's position, every seat's, as the searcher sees them;
     * ``treed``: this playout has met that decision already. */
    struct Tree *tree;
    uint64_t hist;
    int treed;
    int fresh;  /* ``fresh``: the seats on guesses judge them without the cards played since (``judged``) */
    u128 start[MAXP];  /* fresh: every seat's hand when the guesses were made, the deal's */
    /* each guessing seat's guesses (``Shuffles.guesses``) and its deal-long chances (``GuessingBrain.known``) */
    int nworlds;
    u128 worlds[MAXP][MAXGUESS][MAXP];
    double *known_pw[MAXP], *known_nb[MAXP];
} Playout;

/* What the seat to play sees (``Situation.from_game``), and a new decision's chances. */
static void view(Playout *x, const Game *g, Sit *out) {
    const Tables *t = x->c.t;
    Sit s;
    int seat = g->cur;
    s.seat = seat;
    s.players = g->players;
    s.in_layout = g->phase == PH_LAYOUT || (g->phase == PH_DECIDE && g->after == AFTER_LAYOUT);
    s.top = g->top;
    s.top_seat = g->top_seat;
    s.sees = !x->guessing || (seat == x->searcher && !x->own);
    s.exact = 1;
    s.hand = g->hands[seat];
    s.wu = g->wu;
    s.hands = g->hands;
    s.worlds = &x->worlds[seat][0][0];
    s.nworlds = s.sees ? 0 : x->nworlds;
    s.known_pw = x->known_pw[seat];
    s.known_nb = x->known_nb[seat];
    s.fresh = x->fresh;
    for (int i = 0; s.fresh && i < g->players; i++)  /* once a decision, not at each guessed hand */
        s.played[i] = x->start[i] - fewer(t, x->start[i], g->hands[i]);
    s.unseen = 0;
    s.nothers = 0;
    s.max_other = 0;
    for (int i = 0; i < g->players; i++) {
        if (i == seat)
            continue;
        s.unseen += g->hands[i];
        if (g->hands[i])
            s.others[s.nothers++] = g->hands[i];
        if (g->sizes[i] > s.max_other)
            s.max_other = g->sizes[i];
    }
    int continuing = 0;
    for (int i = 0; i < g->players; i++)
        if (g->continuing[i] >= 0)
            continuing = 1;
    for (int i = 0; i < g->players; i++) {
        int need = 0;
        if (continuing && g->continuing[i] >= 0 && g->continuing[i] + 1 < t->ntiers)
            need = t->tier_wu[g->continuing[i] + 1];
        s.thresholds[i] = need ? need : t->first_tier;
    }
    x->c.stamp++;
    *out = s;
}

/* The action Normal's brain takes for the seat to play (``Brain.choose`` on ``Situation.from_game``). */
static int choose(Playout *x, const Game *g) {
    const Tables *t = x->c.t;
    Sit s;
    view(x, g, &s);
    double scores[2 * MAXPLAYS];
    int ids[2 * MAXPLAYS], n;
    switch (g->phase) {
    case PH_PLAY:
        if (g->top < 0) {
            n = scored_leads(&x->c, &s, scores, ids);
            /* An active hand Normal splits into no play: ``_scored_leads`` raises there, and so does play_deal
             * (no built-in game deals one: a hand's lead is a play of its split, or its cards make one). */
            return n ? first_best(scores, ids, n) : A_NONE;
        }
        {
            int options[MAXPLAYS], nopt = beating(t, s.hand, g->top, options);
            if (!nopt)
                return A_PASS;
            n = scored_responses(&x->c, &s, options, nopt, scores, ids);
            return first_best(scores, ids, n);
        }
    case PH_DECIDE:
        return choose_declare(&x->c, &s);
    case PH_LAYOUT:
        return choose_layout(t, s.hand);
    }
    return A_PASS;
}

#define MAXNEST 8

/* Normal's choices for the seat to play, its own first and then by its scores, at most ``k``: what a nested
 * decision (``nest``) plays out. 0 where there is nothing to weigh: a layout, the declaration after one. */
static int ranked(Playout *x, const Game *g, int *out, int k) {
    const Tables *t = x->c.t;
    Sit s;
    double scores[2 * MAXPLAYS];
    int ids[2 * MAXPLAYS], n;
    char used[2 * MAXPLAYS];
    if (g->phase == PH_DECIDE) {
        if (g->after == AFTER_LAYOUT || k < 1)
            return 0;
        view(x, g, &s);
        out[0] = choose_declare(&x->c, &s);
        if (k < 2)
            return 1;
        out[1] = out[0] == A_DECLARE ? A_CONTINUE : A_DECLARE;
        return 2;
    }
    if (g->phase != PH_PLAY)
        return 0;
    view(x, g, &s);
    if (g->top < 0) {
        n = scored_leads(&x->c, &s, scores, ids);
    } else {
        int options[MAXPLAYS], nopt = beating(t, s.hand, g->top, options);
        if (!nopt)
            return 0;
        n = scored_responses(&x->c, &s, options, nopt, scores, ids);
    }
    memset(used, 0, sizeof used);
    int m = 0;
    while (m < k && m < n) {
        int b = -1;
        for (int i = 0; i < n; i++)
            if (!used[i] && (b < 0 || scores[i] > scores[b]))
                b = i;
        used[b] = 1;
        out[m++] = ids[b];
    }
    return m;
}

static double now(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* splitmix64: the nested deals' random numbers (``spin``), the same each time from the same deal. */
static uint64_t splitmix(uint64_t *state) {
    uint64_t z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* The cards the seats other than the searcher hold, dealt afresh among them, each keeping its number: taken
 * kind by kind from all of them together, so that how they were split says nothing to the new deal. */
static void redeal(Playout *x, Game *g) {
    int cards[MAXP * 64], n = 0;
    for (int k = 0; k < KINDS; k++) {
        int count = 0;
        for (int i = 0; i < g->players; i++)
            if (i != x->searcher)
                count += (int)((g->hands[i] >> (FIELD * k)) & 15);
        for (; count > 0 && n < MAXP * 64; count--)
            cards[n++] = k;
    }
    for (int i = n - 1; i > 0; i--) {
        int j = (int)(splitmix(&x->spin) % (uint64_t)(i + 1)), c = cards[i];
        cards[i] = cards[j];
        cards[j] = c;
    }
    int at = 0;
    for (int i = 0; i < g->players; i++) {
        if (i == x->searcher)
            continue;
        u128 hand = 0;
        for (int c = 0; c < g->sizes[i] && at < n; c++)
            hand += (u128)1 << (FIELD * cards[at++]);
        g->hands[i] = hand;
    }
}

static int playout(Playout *x, Game *g, double stop);

/* ``tree``: the statistics of the searcher's next own decisions over a search's deals. A decision is known by
 * what the searcher would see there: the candidate it began with and every action since, all of them public
 * (plays, passes, declarations), so that its own hand and the trick are the same at each deal that reaches it.
 * Each choice played out there adds its chips; the one played is the best mean of these, over the earlier
 * deals only: never on the cards of the deal it is played on, which the searcher would not see. */
#define TREE_SLOTS (1 << 14)
#define TREE_ARMS 8

typedef struct {
    uint64_t key;      /* 0: empty */
    int narms, n;      /* its choices, fixed by the first deal, and the deals that played them all out */
    int arm[TREE_ARMS];
    double gain[TREE_ARMS], gain2[TREE_ARMS];  /* each choice's chips less the first's, and their squares */
} Node;

typedef struct Tree {
    int arms, least;   /* Normal's best this many choices played out; a choice needs this many deals to count */
    double z;          /* a choice other than the first is taken where it gains this many standard errors; 0: the best mean */
    int used;
    long visits, taken;  /* decisions met, and those where the statistics chose (for the tests and the bench) */
    Node slot[TREE_SLOTS];
} Tree;

static uint64_t mixed(uint64_t h, uint64_t v) {
    h ^= v + 0x9E3779B97F4A7C15ULL + (h << 6) + (h >> 2);
    h *= 0xFF51AFD7ED558CCDULL;
    return h ^ (h >> 33);
}

/* The node of ``key``, made if new; NULL when the table is three quarters full. */
static Node *node_of(Tree *tr, uint64_t key) {
    if (!key)
        key = 1;
    size_t at = (size_t)(key & (TREE_SLOTS - 1));
    for (;;) {
        Node *nd = &tr->slot[at];
        if (nd->key == key)
            return nd;
        if (!nd->key) {
            if (4 * (tr->used + 1) > 3 * TREE_SLOTS)
                return NULL;
            nd->key = key;
            tr->used++;
            return nd;
        }
        at = (at + 1) & (TREE_SLOTS - 1);
    }
}

static int weighs(const Node *nd, int action) {
    for (int i = 0; i < nd->narms; i++)
        if (nd->arm[i] == action)
            return 1;
    return 0;
}

/* The searcher's own later decision with ``nest``: each of Normal's best choices played out to the hand's end on
 * this deal (Normal deciding inside), the one that ends best for the searcher taken, Normal's first at a tie.
 * Returns as ``playout`` does, the action in ``*action``. */
static int nested(Playout *x, const Game *g, double stop, int *action) {
    const Tables *t = x->c.t;
    int opts[MAXNEST], m = ranked(x, g, opts, x->nest < MAXNEST ? x->nest : MAXNEST);
    if (m < 2) {
        *action = m == 1 ? opts[0] : choose(x, g);
        return 1;
    }
    int best = opts[0], best_chips = 0;
    int nd = x->nest_deals < 1 ? 1 : x->nest_deals > MAXNEST ? MAXNEST : x->nest_deals;
    Game dealt[MAXNEST];
    for (int j = 0; j < nd; j++) {
        dealt[j] = *g;
        if (x->nest_deals > 0)
            redeal(x, &dealt[j]);
    }
    x->nesting = 1;
    for (int i = 0; i < m; i++) {
        int total = 0;
        for (int j = 0; j < nd; j++) {  /* every choice on the same deals */
            Game h = dealt[j];
            step(t, &h, opts[i]);
            int r = playout(x, &h, stop);
            if (r <= 0) {
                x->nesting = 0;
                return r;
            }
            total += h.chips[x->searcher];
        }
        if (i == 0 || total > best_chips) {
            best = opts[i];
            best_chips = total;
        }
    }
    x->nesting = 0;
    *action = best;
    return 1;
}

/* The searcher's next own decision with ``tree``. The choices weighed there are fixed by the first deal that meets
 * it (Normal's best), so that each is played out on every deal that reaches it and none only where the deal's own
 * cards favoured it; the one taken is the best mean of the node's earlier deals once they number ``least``, else
 * Normal's first on this deal (as without a tree), played out beside them if it is not one of them. Every weighed
 * choice's chips then join the node. Returns as ``playout`` does, and the hand's end after the choice taken in
 * ``*g``; 0: nothing to weigh here, played on as usual. */
static int treed(Playout *x, Game *g, double stop) {
    const Tables *t = x->c.t;
    Tree *tr = x->tree;
    int normal[TREE_ARMS], m = ranked(x, g, normal, tr->arms < TREE_ARMS ? tr->arms : TREE_ARMS);
    if (m < 2)
        return 0;  /* nothing to weigh: played on as usual, and the next decision is the one */
    x->treed = 1;
    Node *nd = node_of(tr, x->hist);
    if (!nd)
        return 0;
    if (!nd->narms) {
        memcpy(nd->arm, normal, sizeof(int) * (size_t)m);
        nd->narms = m;
    }
    tr->visits++;
    int pick = normal[0], found = 0, n = nd->n;
    double best = 0.0;
    /* Every choice is played on every deal, so their gains over the first are paired and the best mean is the
     * best gain (the first's is 0). With ``z`` a choice is taken only where it gains more than z standard
     * errors over the first, as the search's bar at the root, and Normal's own on this deal otherwise. */
    for (int i = 0; n >= tr->least && n >= (tr->z > 0.0 ? 2 : 1) && i < nd->narms; i++) {
        double mean = nd->gain[i] / n;
        if (tr->z > 0.0) {
            double var = (nd->gain2[i] - n * mean * mean) / (n - 1);
            double bar = tr->z * sqrt(var > 0.0 ? var / n : 0.0);
            if (i == 0 || !(mean > bar))
                continue;
        }
        if (!found || mean > best) {
            best = mean;
            pick = nd->arm[i];
            found = 1;
        }
    }
    tr->taken += found;
    int opts[TREE_ARMS + 1], k = nd->narms;
    memcpy(opts, nd->arm, sizeof(int) * (size_t)k);
    if (!weighs(nd, pick))
        opts[k++] = pick;
    Game ends[TREE_ARMS + 1];
    int picked = -1;
    x->nesting = 1;
    for (int i = 0; i < k; i++) {
        ends[i] = *g;
        step(t, &ends[i], opts[i]);
        int r = playout(x, &ends[i], stop);
        if (r <= 0) {
            x->nesting = 0;
            return r - 1;  /* -1: unfinished, -2: stuck */
        }
        if (opts[i] == pick)
            picked = i;
    }
    x->nesting = 0;
    nd->n++;
    for (int i = 0; i < nd->narms; i++) {
        double d = ends[i].chips[x->searcher] - ends[0].chips[x->searcher];
        nd->gain[i] += d;
        nd->gain2[i] += d * d;
    }
    *g = ends[picked];
    return 1;
}

/* ``hard.playout``: 1 when played to its end, 0 when left unfinished at ``stop`` (0: no stop), -1 when a seat
 * had no play to lead (``Brain._scored_leads`` raises ValueError). */
static int playout(Playout *x, Game *g, double stop) {
    const Tables *t = x->c.t;
    while (g->phase != PH_OVER) {
        int seat = g->cur;
        if (g->top >= 0 && g->phase == PH_PLAY && !holds(t, g->hands[seat], g->top)) {
            if (x->tree && !x->nesting)
                x->hist = mixed(x->hist, (uint64_t)(seat * 4096 + 4096 + A_PASS));
            pass(t, g);
            continue;
        }
        if (stop > 0.0 && now() >= stop)
            return 0;
        int action;
        if (x->tree && !x->nesting && !x->treed && seat == x->searcher) {
            int r = treed(x, g, stop);
            if (r == 1)
                return 1;
            if (r < 0)
                return r + 1;
        }
        if (x->nest > 1 && !x->nesting && seat == x->searcher) {
            int r = nested(x, g, stop, &action);
            if (r <= 0)
                return r;
        } else {
            action = choose(x, g);
        }
        if (action == A_NONE)
            return -1;
        if (x->tree && !x->nesting)
            x->hist = mixed(x->hist, (uint64_t)(seat * 4096 + 4096 + action));
        step(t, g, action);
    }
    return 1;
}

/* ---------------------------------------------------------------------------------------------------------- */
/* Python's side.                                                                                              */

typedef struct {
    Game g;          /* the position every deal starts from, hands aside */
    int in_layout;
} Base;

typedef struct {
    int count;       /* guesses a seat makes */
    u128 hidden;     /* every card the searcher cannot see, and its own hand */
    int len[MAXP];   /* cards each seat cannot see; 0: no guesses for it */
    int *orders[MAXP];
} Orders;

static void free_tables(PyObject *cap) {
    Tables *t = PyCapsule_GetPointer(cap, "fastplay.Tables");
    if (!t)
        return;
    free(t->packed); free(t->size); free(t->rank); free(t->kind); free(t->full_set); free(t->ends_led);
    free(t->nfours); free(t->triples); free(t->fours_won); free(t->bonus); free(t->bt_add); free(t->bt_mask);
    free(t->rest_off); free(t->rest_n); free(t->rest); free(t->beaten_off); free(t->beaten_n); free(t->beaten);
    free(t->hkey); free(t->hval); free(t->group_mask); free(t->split); free(t->sup);
    free(t->run_kinds); free(t->run_off); free(t->run_n); free(t->named); free(t->lonely);
    free(t);
}

static void free_base(PyObject *cap) { free(PyCapsule_GetPointer(cap, "fastplay.Base")); }

static void free_orders(PyObject *cap) {
    Orders *o = PyCapsule_GetPointer(cap, "fastplay.Orders");
    if (!o)
        return;
    for (int i = 0; i < MAXP; i++)
        free(o->orders[i]);
    free(o);
}

/* A zeroed C value of ``size`` bytes in a new capsule named ``name``, freed by ``free_it`` (which must take it
 * half made): NULL with an exception when memory runs out. */
static PyObject *capsule_of(size_t size, const char *name, PyCapsule_Destructor free_it, void **out) {
    void *made = calloc(1, size);
    if (!made)
        return PyErr_NoMemory();
    PyObject *cap = PyCapsule_New(made, name, free_it);
    if (!cap) {
        free(made);
        return NULL;
    }
    *out = made;
    return cap;
}

static int to_u128(PyObject *v, u128 *out) {
    uint64_t lo = PyLong_AsUnsignedLongLongMask(v);
    if (lo == (uint64_t)-1 && PyErr_Occurred())
        return -1;
    PyObject *sh = PyLong_FromLong(64);
    PyObject *hi_obj = sh ? PyNumber_Rshift(v, sh) : NULL;
    Py_XDECREF(sh);
    if (!hi_obj)
        return -1;
    uint64_t hi = PyLong_AsUnsignedLongLongMask(hi_obj);
    Py_DECREF(hi_obj);
    if (hi == (uint64_t)-1 && PyErr_Occurred())
        return -1;
    *out = ((u128)hi << 64) | lo;
    return 0;
}

/* A sequence of ints as a new C array (ints, or 128-bit when ``wide``); its length in ``n``. */
static void *array_of(PyObject *seq, int wide, Py_ssize_t *n) {
    PyObject *fast = PySequence_Fast(seq, "expected a sequence");
    if (!fast)
        return NULL;
    Py_ssize_t len = PySequence_Fast_GET_SIZE(fast);
    void *out = calloc(len ? (size_t)len : 1, wide ? sizeof(u128) : sizeof(int));
    if (!out) {
        Py_DECREF(fast);
        PyErr_NoMemory();
        return NULL;
    }
    for (Py_ssize_t i = 0; i < len; i++) {
        PyObject *item = PySequence_Fast_GET_ITEM(fast, i);
        if (wide) {
            if (to_u128(item, (u128 *)out + i) < 0)
                goto fail;
        } else {
            long v = PyLong_AsLong(item);
            if (v == -1 && PyErr_Occurred())
                goto fail;
            ((int *)out)[i] = (int)v;
        }
    }
    Py_DECREF(fast);
    if (n)
        *n = len;
    return out;
fail:
    free(out);
    Py_DECREF(fast);
    return NULL;
}

static int ints_into(PyObject *seq, int *out, int want, const char *what);

static PyObject *item(PyObject *spec, const char *key) {
    PyObject *v = PyDict_GetItemString(spec, key);  /* borrowed */
    if (!v)
        PyErr_Format(PyExc_KeyError, "fastplay spec lacks %s", key);
    return v;
}

static int int_of(PyObject *spec, const char *key, int *out) {
    PyObject *v = item(spec, key);
    if (!v)
        return -1;
    long x = PyLong_AsLong(v);
    if (x == -1 && PyErr_Occurred())
        return -1;
    *out = (int)x;
    return 0;
}

static int double_of(PyObject *spec, const char *key, double *out) {
    PyObject *v = item(spec, key);
    if (!v)
        return -1;
    *out = PyFloat_AsDouble(v);
    return (*out == -1.0 && PyErr_Occurred()) ? -1 : 0;
}

static int wide_of(PyObject *spec, const char *key, u128 *out) {
    PyObject *v = item(spec, key);
    return v ? to_u128(v, out) : -1;
}

#define ARRAY(field, key, wide) do { \
        PyObject *v_ = item(spec, key); \
        if (!v_ || !(t->field = array_of(v_, wide, &len))) goto fail; \
        if (len != expect && expect >= 0) { PyErr_Format(PyExc_ValueError, "fastplay spec: %s has %zd entries", key, len); goto fail; } \
    } while (0)

static PyObject *make_tables(PyObject *self, PyObject *args) {
    PyObject *spec;
    if (!PyArg_ParseTuple(args, "O!", &PyDict_Type, &spec))
        return NULL;
    Tables *t = NULL;
    PyObject *cap = capsule_of(sizeof(Tables), "fastplay.Tables", free_tables, (void **)&t);
    if (!cap)
        return NULL;
    Py_ssize_t len, expect = -1;
    if (int_of(spec, "n", &t->n) < 0)
        goto fail;
    expect = t->n;
    ARRAY(packed, "packed", 1);
    ARRAY(size, "size", 0);
    ARRAY(rank, "rank", 0);
    ARRAY(kind, "kind", 0);
    ARRAY(full_set, "full_set", 0);
    ARRAY(ends_led, "ends_led", 0);
    ARRAY(nfours, "nfours", 0);
    ARRAY(triples, "triples", 0);
    ARRAY(fours_won, "fours_won", 0);
    ARRAY(bonus, "bonus", 0);
    ARRAY(bt_add, "bt_add", 1);
    ARRAY(bt_mask, "bt_mask", 1);
    ARRAY(rest_off, "rest_off", 0);
    ARRAY(rest_n, "rest_n", 0);
    ARRAY(beaten_off, "beaten_off", 0);
    ARRAY(beaten_n, "beaten_n", 0);
    expect = -1;
    ARRAY(rest, "rest", 1);
    ARRAY(beaten, "beaten", 0);
    ARRAY(group_mask, "group_masks", 1);
    t->ngroups = (int)len;
    ARRAY(sup, "supremes", 0);
    t->nsup = (int)len;
    ARRAY(named, "named", 0);
    t->nnamed = (int)len;
    ARRAY(lonely, "lonely", 0);
    t->nlonely = (int)len;
    ARRAY(run_kinds, "run_kinds", 1);
    t->nruns = (int)len;
    expect = t->nruns;
    ARRAY(run_off, "run_off", 0);
    ARRAY(run_n, "run_n", 0);
    expect = -1;
    {
        PyObject *v = item(spec, "single");
        if (!v || ints_into(v, t->single, KINDS, "single") < 0)
            goto fail;
    }
    ARRAY(split, "split", 0);
    {
        int *offs = NULL, *ns = NULL;
        PyObject *v = item(spec, "split_off");
        if (!v || !(offs = array_of(v, 0, &len)))
            goto fail;
        if (len != KINDS * 8) { free(offs); PyErr_SetString(PyExc_ValueError, "fastplay spec: split_off"); goto fail; }
        v = item(spec, "split_n");
        if (!v || !(ns = array_of(v, 0, &len))) { free(offs); goto fail; }
        if (len != KINDS * 8) { free(offs); free(ns); PyErr_SetString(PyExc_ValueError, "fastplay spec: split_n"); goto fail; }
        for (int i = 0; i < KINDS; i++)
            for (int k = 0; k < 8; k++) {
                t->split_off[i][k] = offs[i * 8 + k];
                t->split_n[i][k] = ns[i * 8 + k];
            }
        free(offs);
        free(ns);
    }
    {
        int *tiers = NULL, *tier_of = NULL, *points_of = NULL;
        PyObject *v = item(spec, "tier_wu");
        if (!v || !(tiers = array_of(v, 0, &len)))
            goto fail;
        if (len > 64) { free(tiers); PyErr_SetString(PyExc_ValueError, "fastplay spec: too many tiers"); goto fail; }
        t->ntiers = (int)len;
        memcpy(t->tier_wu, tiers, sizeof(int) * (size_t)len);
        free(tiers);
        v = item(spec, "tier_of");
        if (!v || !(tier_of = array_of(v, 0, &len)))
            goto fail;
        if (len != MAXW) { free(tier_of); PyErr_SetString(PyExc_ValueError, "fastplay spec: tier_of"); goto fail; }
        memcpy(t->tier_of, tier_of, sizeof t->tier_of);
        free(tier_of);
        v = item(spec, "points_of");
        if (!v || !(points_of = array_of(v, 0, &len)))
            goto fail;
        if (len != MAXW) { free(points_of); PyErr_SetString(PyExc_ValueError, "fastplay spec: points_of"); goto fail; }
        memcpy(t->points_of, points_of, sizeof t->points_of);
        free(points_of);
    }
    if (wide_of(spec, "guard", &t->guard) < 0 || wide_of(spec, "supreme_mask", &t->supreme_mask) < 0
        || wide_of(spec, "supreme_presence", &t->supreme_presence) < 0
        || wide_of(spec, "single_presence", &t->single_presence) < 0
        || int_of(spec, "layout_all", &t->layout_all) < 0 || int_of(spec, "every", &t->every) < 0
        || int_of(spec, "obligation", &t->obligation) < 0 || int_of(spec, "full_led", &t->full_led) < 0
        || int_of(spec, "full_laid", &t->full_laid) < 0 || int_of(spec, "four_mode", &t->four_mode) < 0
        || int_of(spec, "four_chips", &t->four_chips) < 0 || int_of(spec, "any_gain", &t->any_gain) < 0
        || int_of(spec, "declare_from", &t->declare_from) < 0 || int_of(spec, "settlement", &t->settlement) < 0
        || int_of(spec, "dealer_double", &t->dealer_double) < 0
        || int_of(spec, "unclaimed_most", &t->unclaimed_most) < 0 || int_of(spec, "multiply", &t->multiply) < 0
        || int_of(spec, "m_base", &t->m_base) < 0 || int_of(spec, "m_triple", &t->m_triple) < 0
        || int_of(spec, "m_four", &t->m_four) < 0 || int_of(spec, "m_each", &t->m_each) < 0
        || int_of(spec, "first_tier", &t->first_tier) < 0
        || double_of(spec, "lam", &t->lam) < 0 || double_of(spec, "lead_value", &t->lead_value) < 0
        || double_of(spec, "per_chip", &t->per_chip) < 0 || double_of(spec, "chain", &t->chain) < 0
        || double_of(spec, "bold", &t->bold) < 0 || double_of(spec, "grow", &t->grow) < 0)
        goto fail;
    for (int c = 0; c < t->n; c++)
        if (t->size[c] < 0 || t->beaten_n[c] > MAXPLAYS) {
            PyErr_SetString(PyExc_ValueError, "fastplay spec: a play beaten by too many");
            goto fail;
        }
    for (int r = 0; r < t->nruns; r++)
        if (t->run_off[r] < 0 || t->run_n[r] < 0 || t->run_off[r] + t->run_n[r] > t->nnamed) {
            PyErr_SetString(PyExc_ValueError, "fastplay spec: a run of named plays out of range");
            goto fail;
        }
    for (int k = 0; k < t->nnamed + t->nlonely; k++) {
        int c = k < t->nnamed ? t->named[k] : t->lonely[k - t->nnamed];
        if (c < 0 || c >= t->n) {
            PyErr_SetString(PyExc_ValueError, "fastplay spec: no such play");
            goto fail;
        }
    }
    t->hcap = 16;
    while (t->hcap < 4 * t->n)
        t->hcap *= 2;
    t->hkey = calloc((size_t)t->hcap, sizeof(u128));
    t->hval = malloc(sizeof(int) * (size_t)t->hcap);
    if (!t->hkey || !t->hval) {
        PyErr_NoMemory();
        goto fail;
    }
    for (int i = 0; i < t->hcap; i++)
        t->hval[i] = -1;
    for (int c = 0; c < t->n; c++) {
        if (lookup(t, t->packed[c]) >= 0)
            continue;  /* the first play of these cards, as ``by_packed`` keeps it */
        int i = (int)(mix(t->packed[c]) & (uint64_t)(t->hcap - 1));
        while (t->hval[i] >= 0)
            i = (i + 1) & (t->hcap - 1);
        t->hkey[i] = t->packed[c];
        t->hval[i] = c;
    }
    return cap;
fail:
    Py_DECREF(cap);
    return NULL;
}

static int ints_into(PyObject *seq, int *out, int want, const char *what) {
    Py_ssize_t len;
    int *a = array_of(seq, 0, &len);
    if (!a)
        return -1;
    if (len != want) {
        free(a);
        PyErr_Format(PyExc_ValueError, "fastplay: %s has %zd entries, not %d", what, len, want);
        return -1;
    }
    memcpy(out, a, sizeof(int) * (size_t)want);
    free(a);
    return 0;
}

/* A hand for each seat (at most MAXP, or exactly ``want`` when it is above 0) into ``out``: how many, or -1. */
static int hands_into(PyObject *seq, u128 *out, int want, const char *what) {
    Py_ssize_t len;
    u128 *a = array_of(seq, 1, &len);
    if (!a)
        return -1;
    if (want > 0 ? len != want : len > MAXP) {
        free(a);
        PyErr_Format(PyExc_ValueError, "fastplay: %s for %zd seats", what, len);
        return -1;
    }
    memcpy(out, a, sizeof(u128) * (size_t)len);
    free(a);
    return (int)len;
}

/* make_base(players, dealer, sitter, phase, current, after, in_layout, top, top_seat, passes,
 *           wu, chips, continuing, triples, fours, bonuses, laid, wu_cards) */
static PyObject *make_base(PyObject *self, PyObject *args) {
    int players, dealer, sitter, phase, cur, after, in_layout, top, top_seat, passes;
    PyObject *wu, *chips, *cont, *tr, *fo, *bo, *laid, *wuc;
    if (!PyArg_ParseTuple(args, "iiiiiiiiiiOOOOOOOO", &players, &dealer, &sitter, &phase, &cur, &after, &in_layout,
                          &top, &top_seat, &passes, &wu, &chips, &cont, &tr, &fo, &bo, &laid, &wuc))
        return NULL;
    if (players < 2 || players > MAXP) {
        PyErr_SetString(PyExc_ValueError, "fastplay: 2 to 4 players");
        return NULL;
    }
    if (cur < 0 || cur >= players || dealer < 0 || dealer >= players || phase < PH_PLAY || phase > PH_LAYOUT
        || top_seat >= players || sitter >= players) {
        PyErr_SetString(PyExc_ValueError, "fastplay: no such position");
        return NULL;
    }
    Base *b = calloc(1, sizeof(Base));
    if (!b)
        return PyErr_NoMemory();
    Game *g = &b->g;
    g->players = players; g->dealer = dealer; g->sitter = sitter; g->phase = phase; g->cur = cur;
    g->after = after; g->top = top; g->top_seat = top_seat; g->passes = passes; g->winner = -1;
    b->in_layout = in_layout;
    if (ints_into(wu, g->wu, players, "wu") < 0 || ints_into(chips, g->chips, players, "chips") < 0
        || ints_into(cont, g->continuing, players, "continuing") < 0
        || ints_into(tr, g->triples, players, "triples") < 0 || ints_into(fo, g->fours, players, "fours") < 0
        || ints_into(bo, g->bonuses, players, "bonuses") < 0 || ints_into(laid, g->laid, players, "laid") < 0) {
        free(b);
        return NULL;
    }
    if (hands_into(wuc, g->wu_cards, players, "wu cards") < 0) {
        free(b);
        return NULL;
    }
    PyObject *cap = PyCapsule_New(b, "fastplay.Base", free_base);
    if (!cap)
        free(b);
    return cap;
}

/* make_orders(count, hidden, orders): ``orders[seat]`` is None or ``count`` shuffled orders of the cards it
 * cannot see (``guessing.Shuffles``). */
static PyObject *make_orders(PyObject *self, PyObject *args) {
    int count;
    PyObject *hidden, *orders;
    if (!PyArg_ParseTuple(args, "iOO", &count, &hidden, &orders))
        return NULL;
    if (count < 1 || count > MAXGUESS) {
        PyErr_SetString(PyExc_ValueError, "fastplay: 1 to 64 guesses");
        return NULL;
    }
    Orders *o = NULL;
    PyObject *cap = capsule_of(sizeof(Orders), "fastplay.Orders", free_orders, (void **)&o);
    if (!cap)
        return NULL;
    o->count = count;
    if (to_u128(hidden, &o->hidden) < 0)
        goto fail;
    PyObject *fast = PySequence_Fast(orders, "orders: a sequence");
    if (!fast)
        goto fail;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(fast);
    if (n > MAXP) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "fastplay: orders for at most 4 seats");
        goto fail;
    }
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *seat = PySequence_Fast_GET_ITEM(fast, i);
        if (seat == Py_None)
            continue;
        PyObject *each = PySequence_Fast(seat, "orders of a seat: a sequence");
        if (!each || PySequence_Fast_GET_SIZE(each) != count) {
            Py_XDECREF(each);
            Py_DECREF(fast);
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "fastplay: each seat needs count orders");
            goto fail;
        }
        for (int k = 0; k < count; k++) {
            Py_ssize_t len;
            int *order = array_of(PySequence_Fast_GET_ITEM(each, k), 0, &len);
            if (!order) {
                Py_DECREF(each);
                Py_DECREF(fast);
                goto fail;
            }
            if (k == 0) {
                o->len[i] = (int)len;
                o->orders[i] = malloc(sizeof(int) * (size_t)(len ? len : 1) * (size_t)count);
                if (!o->orders[i]) {
                    free(order);
                    Py_DECREF(each);
                    Py_DECREF(fast);
                    PyErr_NoMemory();
                    goto fail;
                }
            }
            if (len != o->len[i]) {
                free(order);
                Py_DECREF(each);
                Py_DECREF(fast);
                PyErr_SetString(PyExc_ValueError, "fastplay: a seat's orders differ in length");
                goto fail;
            }
            memcpy(o->orders[i] + (size_t)k * (size_t)len, order, sizeof(int) * (size_t)len);
            free(order);
        }
        Py_DECREF(each);
    }
    Py_DECREF(fast);
    return cap;
fail:
    Py_DECREF(cap);
    return NULL;
}

/* ``Shuffles.guesses``: the deals ``seat`` guesses in the deal ``hands``. 0 if its cards do not match its orders. */
static int guess(Playout *x, const Orders *o, const u128 *hands, const int *sizes, int seat) {
    int cards[KINDS * 8], ncards = 0;
    u128 unseen = o->hidden - hands[seat];
    for (int i = 0; unseen; i++, unseen >>= FIELD)
        for (int k = 0; k < (int)(unseen & 15); k++) {
            if (ncards >= KINDS * 8)
                return 0;
            cards[ncards++] = i;
        }
    if (ncards != o->len[seat] || !o->orders[seat])
        return 0;
    for (int w = 0; w < o->count; w++) {
        const int *order = o->orders[seat] + (size_t)w * (size_t)ncards;
        int at = 0;
        for (int j = 0; j < x->players; j++) {
            if (j == seat) {
                x->worlds[seat][w][j] = hands[j];
                continue;
            }
            u128 h = 0;
            for (int k = at; k < at + sizes[j] && k < ncards; k++)
                h += (u128)1 << (FIELD * cards[order[k]]);
            x->worlds[seat][w][j] = h;
            at += sizes[j];
        }
    }
    return 1;
}

/* The C value inside the one capsule argument named ``name`` (``walk_state``, ``draws_state``, ``tree_counts``):
 * NULL with an exception if it is not one. */
static void *capsule_arg(PyObject *args, const char *name) {
    PyObject *cap;
    if (!PyArg_ParseTuple(args, "O", &cap))
        return NULL;
    return PyCapsule_GetPointer(cap, name);
}

/* make_tree(arms, least, z): the statistics of the searcher's next own decisions for one search (``tree``). */
static void free_tree(PyObject *cap) { free(PyCapsule_GetPointer(cap, "fastplay.Tree")); }

static PyObject *make_tree(PyObject *self, PyObject *args) {
    int arms, least;
    double z = 0.0;
    if (!PyArg_ParseTuple(args, "ii|d", &arms, &least, &z))
        return NULL;
    if (arms < 2 || least < 1) {
        PyErr_SetString(PyExc_ValueError, "fastplay: a tree weighs two choices or more, each on a deal or more");
        return NULL;
    }
    Tree *tr = NULL;
    PyObject *cap = capsule_of(sizeof(Tree), "fastplay.Tree", free_tree, (void **)&tr);
    if (!cap)
        return NULL;
    tr->arms = arms;
    tr->least = least;
    tr->z = z;
    return cap;
}

/* tree_counts(tree) -> (decisions met, decisions the statistics chose, information sets). */
static PyObject *tree_counts(PyObject *self, PyObject *args) {
    Tree *tr = capsule_arg(args, "fastplay.Tree");
    return tr ? Py_BuildValue("(lli)", tr->visits, tr->taken, tr->used) : NULL;
}

/* play_deal(tables, base, orders or None, hands, candidates, searcher, seconds, whole=False, own=None, nest=0,
 * nest_deals=0, fresh=0, tree=None) -> the searcher's chips after each candidate's playout, or None when the time
 * (``seconds`` from now; 0: none) ran out first. ``own``: as many deals as the orders make guesses, which the
 * searcher judges its chances on (``ReadGuesses``: ``blind``); None: it looks at the hands. ``nest``,
 * ``nest_deals``: the searcher's own later decisions searched (``nested``). ``fresh``: the seats on guesses
 * judge them without the cards played since (``judged``). ``tree``: the searcher's next own decision taken on
 * its information set's statistics (``treed``), which this deal's playouts add to. */
static PyObject *play_deal(PyObject *self, PyObject *args) {
    PyObject *tcap, *bcap, *ocap, *hands_obj, *cands_obj, *own_obj = Py_None, *tree_obj = Py_None;
    int searcher, whole = 0, nest = 0, nest_deals = 0, fresh = 0;
    double seconds;
    if (!PyArg_ParseTuple(args, "OOOOOid|pOiiiO", &tcap, &bcap, &ocap, &hands_obj, &cands_obj, &searcher, &seconds,
                          &whole, &own_obj, &nest, &nest_deals, &fresh, &tree_obj))
        return NULL;
    Tree *tree = NULL;
    if (tree_obj != Py_None && !(tree = PyCapsule_GetPointer(tree_obj, "fastplay.Tree")))
        return NULL;
    double start = now();
    const Tables *t = PyCapsule_GetPointer(tcap, "fastplay.Tables");
    const Base *b = t ? PyCapsule_GetPointer(bcap, "fastplay.Base") : NULL;
    const Orders *o = NULL;
    if (!b)
        return NULL;
    if (ocap != Py_None && !(o = PyCapsule_GetPointer(ocap, "fastplay.Orders")))
        return NULL;
    int players = b->g.players;
    if (searcher < 0 || searcher >= players) {
        PyErr_SetString(PyExc_ValueError, "fastplay: no such seat");
        return NULL;
    }
    u128 hands[MAXP];
    if (hands_into(hands_obj, hands, players, "hands") < 0)
        return NULL;
    Py_ssize_t nc;
    int *cands = array_of(cands_obj, 0, &nc);
    if (!cands)
        return NULL;
    PyObject *out = NULL;
    int *rewards = malloc(sizeof(int) * (size_t)(nc ? nc : 1));
    Game *ends = whole ? malloc(sizeof(Game) * (size_t)(nc ? nc : 1)) : NULL;  /* ``whole``: every hand's end */
    Playout *x = calloc(1, sizeof(Playout));
    double *pw = malloc(sizeof(double) * (size_t)t->n);
    int *pw_stamp = calloc((size_t)t->n, sizeof(int));
    double *known = malloc(sizeof(double) * (size_t)t->n * (1 + MAXP) * MAXP);
    if (!rewards || !x || !pw || !pw_stamp || !known || (whole && !ends)) {
        PyErr_NoMemory();
        goto cleanup;
    }
    for (Py_ssize_t k = 0; k <= nc; k++) {
        int c = k < nc ? cands[k] : b->g.top;  /* and the top play to beat, if any */
        if (c < A_CONTINUE || c >= t->n) {
            PyErr_SetString(PyExc_ValueError, "fastplay: no such candidate");
            goto cleanup;
        }
    }
    for (size_t i = 0; i < (size_t)t->n * (1 + MAXP) * MAXP; i++)
        known[i] = -1.0;
    x->c.t = t;
    x->c.pw = pw;
    x->c.pw_stamp = pw_stamp;
    x->players = players;
    x->searcher = searcher;
    x->nest = nest;
    x->nest_deals = nest_deals;
    x->fresh = fresh;
    x->tree = tree;
    if (own_obj != Py_None) {
        PyObject *each = PySequence_Fast(own_obj, "own: a sequence of deals");
        if (!each)
            goto cleanup;
        Py_ssize_t nw = PySequence_Fast_GET_SIZE(each);
        if (!o || nw != o->count || nw > MAXGUESS) {
            Py_DECREF(each);
            PyErr_SetString(PyExc_ValueError, "fastplay: the searcher's own deals need orders, as many as theirs");
            goto cleanup;
        }
        for (Py_ssize_t w = 0; w < nw; w++)
            if (hands_into(PySequence_Fast_GET_ITEM(each, w), x->worlds[searcher][w], players, "own") < 0) {
                Py_DECREF(each);
                goto cleanup;
            }
        Py_DECREF(each);
        x->own = 1;
    }
    for (int i = 0; i < MAXP; i++) {
        x->known_pw[i] = known + (size_t)t->n * i;
        x->known_nb[i] = known + (size_t)t->n * MAXP + (size_t)t->n * MAXP * i;
    }
    int done = 0, bad = 0, stuck = 0;

    Py_BEGIN_ALLOW_THREADS
    double stop = seconds > 0.0 ? start + seconds : 0.0;
    Game base = b->g;
    for (int i = 0; i < players; i++) {
        base.hands[i] = hands[i];
        base.sizes[i] = size_of(hands[i]);
    }
    /* What the rebuilt game works out from the hands (``ClimbingGame.from_observation``). */
    if (base.top >= 0) {
        base.responders = 0;
        for (int i = 1; i < players; i++)
            if (active(t, &base, (base.top_seat + i) % players))
                base.responders++;
    }
    base.nqueue = 0;
    if (b->in_layout) {
        int order[MAXP], k = seats_from_dealer(&base, order), at = -1;
        for (int i = 0; i < k; i++)
            if (order[i] == base.cur)
                at = i;
        for (int i = at + 1; at >= 0 && i < k; i++)
            if (has_layout(t, base.hands[order[i]]))
                base.queue[base.nqueue++] = order[i];
    }
    for (int i = 0; i < players; i++)
        x->start[i] = base.hands[i];
    if (o) {
        x->guessing = 1;
        x->nworlds = o->count;
        for (int i = 0; i < players && !bad; i++)
            if (i != searcher && base.hands[i] && !guess(x, o, base.hands, base.sizes, i))
                bad = 1;
    }
    /* The nested deals' random numbers from what the searcher knows: its hand and the others' cards together. */
    u128 unseen = 0;
    for (int i = 0; i < players; i++)
        if (i != searcher)
            unseen += base.hands[i];
    uint64_t spin = 0x5851F42D4C957F2DULL;
    spin = (spin ^ (uint64_t)base.hands[searcher] ^ (uint64_t)(base.hands[searcher] >> 64)) * 0x100000001B3ULL;
    spin = (spin ^ (uint64_t)unseen ^ (uint64_t)(unseen >> 64)) * 0x100000001B3ULL;
    for (int k = 0; k < nc && !bad; k++) {
        Game g = base;
        x->spin = spin;  /* each candidate's nested deals the same */
        x->hist = mixed(0x2545F4914F6CDD1DULL, (uint64_t)(cands[k] + 8));
        x->treed = 0;
        step(t, &g, cands[k]);
        int played = playout(x, &g, stop);
        if (played < 0)
            stuck = 1;
        if (played <= 0)
            break;
        rewards[k] = g.chips[searcher];
        if (ends)
            ends[k] = g;
        done++;
        if (stop > 0.0 && done < nc && now() >= stop)
            break;
    }
    Py_END_ALLOW_THREADS

    if (bad) {
        PyErr_SetString(PyExc_ValueError, "fastplay: a seat's unseen cards do not match its orders");
    } else if (stuck) {
        PyErr_SetString(PyExc_ValueError, "fastplay: no play to lead");
    } else if (done < nc) {
        out = Py_None;
        Py_INCREF(out);
    } else {
        out = PyList_New(nc);
        for (Py_ssize_t k = 0; out && k < nc; k++) {
            PyObject *v;
            if (ends) {  /* (every seat's chips, every seat's wu, the winner or -1), for the tests */
                const Game *e = &ends[k];
                PyObject *chips = PyTuple_New(players), *wu = PyTuple_New(players);
                for (int i = 0; chips && wu && i < players; i++) {
                    PyTuple_SET_ITEM(chips, i, PyLong_FromLong(e->chips[i]));
                    PyTuple_SET_ITEM(wu, i, PyLong_FromLong(e->wu[i]));
                }
                v = chips && wu ? Py_BuildValue("(OOi)", chips, wu, e->winner) : NULL;
                Py_XDECREF(chips);
                Py_XDECREF(wu);
            } else {
                v = PyLong_FromLong(rewards[k]);
            }
            if (!v) {
                Py_CLEAR(out);
                break;
            }
            PyList_SET_ITEM(out, k, v);
        }
    }
cleanup:
    free(cands); free(rewards); free(ends); free(x); free(pw); free(pw_stamp); free(known);
    return out;
}


/* ---------------------------------------------------------------------------------------------------------- */
/* The reading of the table (``reading.Reader.log_likelihood``): how likely the other seats' remembered         */
/* actions were, had they held a guessed deal, each judged by Normal's brain as Normal judged it then.          */

typedef struct {
    int seat, top, top_seat, play;
    int wu[MAXP];
    u128 after, q;   /* the seat's cards played since, and every card it could not see then, its own among them */
    Sit then;        /* the decision as it stood, all but the hand */
} Deed;

typedef struct {
    PyObject *tables;  /* kept alive while the reader is */
    const Tables *t;
    int ndeeds, rough;
    double temperature, floor;
    int nkept;            /* the seats that kept no supreme after the layouts, and what each played since */
    int kept_seat[MAXP];
    u128 kept_after[MAXP];
    Deed *deeds;
    u128 *worlds;      /* every deed's deals, MAXP hands each */
    double *known;     /* every deed's chances over its deals, kept for the decision (-1: not yet known) */
    Ctx c;
} Reading;

static void free_reading(PyObject *cap) {
    Reading *r = PyCapsule_GetPointer(cap, "fastplay.Reading");
    if (!r)
        return;
    Py_XDECREF(r->tables);
    free(r->deeds); free(r->worlds); free(r->known); free(r->c.pw); free(r->c.pw_stamp);
    free(r);
}

/* ``reading._plays``: ``hand`` split into plays without weighing chances. */
static int plays_of(const Tables *t, u128 hand, int *plays) {
    int n = 0;
    u128 rest = hand;
    if (t->supreme_mask && (rest & t->supreme_mask)) {
        int sup = lookup(t, rest & t->supreme_mask);
        if (sup >= 0 && t->kind[sup] == K_SUPREME) {
            plays[n++] = sup;
            rest -= t->packed[sup];
        }
    }
    for (int r = 0; r < t->nruns; r++) {
        if ((presence(t, rest) & t->run_kinds[r]) != t->run_kinds[r])
            continue;
        const int *run = t->named + t->run_off[r];
        for (int j = 0; j < t->run_n[r]; j++)
            if (contains(t, rest, t->packed[run[j]])) {
                plays[n++] = run[j];
                rest -= t->packed[run[j]];
            }
    }
    for (int gi = 0; gi < t->ngroups; gi++) {
        u128 part = rest & t->group_mask[gi];
        if (!part)
            continue;
        int mixed = lookup(t, part);
        if (mixed >= 0 && t->kind[mixed] == K_MIXED) {
            plays[n++] = mixed;
            rest -= part;
        }
    }
    for (int i = 0; rest; i++, rest >>= FIELD) {
        int k = (int)(rest & 15);
        for (int j = 0; k && j < t->split_n[i][k]; j++)
            plays[n++] = t->split[t->split_off[i][k] + j];
    }
    return n;
}

/* ``Reader._leads``: Normal's scores for the leads the seat had (0 of them: too rough to read). */
static int reader_leads(Reading *r, const Sit *s, double *scores, int *ids) {
    const Tables *t = r->t;
    int plays[MAXPLAYS], n, out = 0;
    if (r->rough) {
        n = plays_of(t, s->hand, plays);
        for (int i = 0; i < n; i++) {
            int c = plays[i];
            if (t->size[c] > s->max_other || !holds(t, s->unseen, c)) {
                scores[out] = 100.0 + (double)t->size[c] + (double)t->rank[c] * 1e-3;
                ids[out++] = c;
            }
        }
        return out;
    }
    partition(&r->c, s, s->hand, plays, &n);
    for (int i = 0; i < n; i++) {
        int c = plays[i];
        if (p_win(&r->c, s, c) >= 1.0) {
            scores[out] = 100.0 + (double)t->size[c] + (double)t->rank[c] * 1e-3;
            ids[out++] = c;
        }
    }
    if (out)
        return out;
    return scored_leads(&r->c, s, scores, ids);
}

static double likelihood(Reading *r, const u128 *hands, double stop) {
    const Tables *t = r->t;
    double total = 0.0;
    double scores[2 * MAXPLAYS];
    int ids[2 * MAXPLAYS];
    for (int k = 0; k < r->nkept; k++) {
        int n = layout_options(t, hands[r->kept_seat[k]] + r->kept_after[k]);
        if (n) {
            total += log(r->floor / (double)(1 + n));
            if (total < stop)
                return total;
        }
    }
    for (int k = 0; k < r->ndeeds; k++) {
        Deed *d = &r->deeds[k];
        u128 hand = hands[d->seat] + d->after;
        if (d->top >= 0 && d->play < 0 && !holds(t, hand, d->top))
            continue;  /* nothing to beat it with: passing was forced */
        Sit s = d->then;
        s.hand = hand;
        s.unseen = d->q - hand;
        r->c.stamp++;
        int n;
        if (d->top < 0) {
            n = reader_leads(r, &s, scores, ids);
        } else {
            int options[MAXPLAYS], nopt = beating(t, hand, d->top, options);
            n = scored_responses(&r->c, &s, options, nopt, scores, ids);
        }
        if (!n)
            continue;
        double best = scores[0];
        for (int i = 1; i < n; i++)
            if (scores[i] > best)
                best = scores[i];
        double z = 0.0, mine = 0.0;
        for (int i = 0; i < n; i++) {
            double e = exp((scores[i] - best) / r->temperature);
            z += e;
            if (ids[i] == d->play && mine == 0.0)
                mine = e;
        }
        total += log((1 - r->floor) * mine / z + r->floor / (double)n);
        if (total < stop)
            break;
    }
    return total;
}

/* make_reading(tables, deeds, temperature, floor, rough, kept): each deed (seat, top, top_seat, play, wu,
 * thresholds, max_other, after, q, worlds) as ``reading.Reader`` keeps it, leads first; each seat that kept no
 * supreme after the layouts (seat, after), as its ``kept``. */
static PyObject *make_reading(PyObject *self, PyObject *args) {
    PyObject *tcap, *deeds, *kept;
    double temperature, floor;
    int rough;
    if (!PyArg_ParseTuple(args, "OOddiO", &tcap, &deeds, &temperature, &floor, &rough, &kept))
        return NULL;
    const Tables *t = PyCapsule_GetPointer(tcap, "fastplay.Tables");
    if (!t)
        return NULL;
    PyObject *fast = PySequence_Fast(deeds, "deeds: a sequence");
    if (!fast)
        return NULL;
    Py_ssize_t nd = PySequence_Fast_GET_SIZE(fast);
    Reading *r = calloc(1, sizeof(Reading));
    if (!r) {
        Py_DECREF(fast);
        return PyErr_NoMemory();
    }
    PyObject *cap = PyCapsule_New(r, "fastplay.Reading", free_reading);
    if (!cap) {
        free(r);
        Py_DECREF(fast);
        return NULL;
    }
    Py_INCREF(tcap);
    r->tables = tcap;
    r->t = t;
    r->ndeeds = (int)nd;
    r->rough = rough;
    r->temperature = temperature;
    r->floor = floor;
    PyObject *kfast = PySequence_Fast(kept, "kept: a sequence");
    if (!kfast)
        goto fail;
    Py_ssize_t nk = PySequence_Fast_GET_SIZE(kfast);
    for (Py_ssize_t k = 0; k < nk; k++) {
        int seat;
        PyObject *after;
        if (k >= MAXP || !PyArg_ParseTuple(PySequence_Fast_GET_ITEM(kfast, k), "iO", &seat, &after)
            || seat < 0 || seat >= MAXP || to_u128(after, &r->kept_after[k]) < 0) {
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "fastplay: a seat that kept no supreme out of range");
            Py_DECREF(kfast);
            goto fail;
        }
        r->kept_seat[k] = seat;
        r->nkept = (int)k + 1;
    }
    Py_DECREF(kfast);
    r->deeds = calloc(nd ? (size_t)nd : 1, sizeof(Deed));
    r->c.t = t;
    r->c.pw = malloc(sizeof(double) * (size_t)t->n);
    r->c.pw_stamp = calloc((size_t)t->n, sizeof(int));
    size_t per = (size_t)t->n * (1 + MAXP);
    r->known = malloc(sizeof(double) * per * (nd ? (size_t)nd : 1));
    if (!r->deeds || !r->c.pw || !r->c.pw_stamp || !r->known) {
        PyErr_NoMemory();
        goto fail;
    }
    for (size_t i = 0; i < per * (size_t)nd; i++)
        r->known[i] = -1.0;
    int nworlds = -1, players = 0;
    for (Py_ssize_t k = 0; k < nd; k++) {
        PyObject *wu, *thresholds, *after, *q, *worlds;
        int seat, top, top_seat, play, max_other;
        PyObject *one = PySequence_Fast_GET_ITEM(fast, k);
        if (!PyArg_ParseTuple(one, "iiiiOOiOOO", &seat, &top, &top_seat, &play, &wu, &thresholds, &max_other,
                              &after, &q, &worlds))
            goto fail;
        Deed *d = &r->deeds[k];
        Py_ssize_t np = PySequence_Size(wu);
        if (np < 2 || np > MAXP || seat < 0 || seat >= np || top >= t->n || play >= t->n) {
            PyErr_SetString(PyExc_ValueError, "fastplay: a deed out of range");
            goto fail;
        }
        if (!players)
            players = (int)np;
        d->seat = seat; d->top = top; d->top_seat = top_seat; d->play = play;
        if (ints_into(wu, d->wu, (int)np, "wu") < 0 || ints_into(thresholds, d->then.thresholds, (int)np,
                                                                 "thresholds") < 0
            || to_u128(after, &d->after) < 0 || to_u128(q, &d->q) < 0)
            goto fail;
        PyObject *each = PySequence_Fast(worlds, "worlds: a sequence");
        if (!each)
            goto fail;
        Py_ssize_t nw = PySequence_Fast_GET_SIZE(each);
        if (nworlds < 0) {
            nworlds = (int)nw;
            r->worlds = calloc((size_t)(nw ? nw : 1) * MAXP * (nd ? (size_t)nd : 1), sizeof(u128));
            if (!r->worlds) {
                Py_DECREF(each);
                PyErr_NoMemory();
                goto fail;
            }
        }
        if (nw != nworlds || np != players) {
            Py_DECREF(each);
            PyErr_SetString(PyExc_ValueError, "fastplay: deeds with different deals or seats");
            goto fail;
        }
        u128 *mine = r->worlds + (size_t)k * (size_t)nworlds * MAXP;
        for (Py_ssize_t w = 0; w < nw; w++) {
            Py_ssize_t nh;
            u128 *hands = array_of(PySequence_Fast_GET_ITEM(each, w), 1, &nh);
            if (!hands || nh != np) {
                free(hands);
                Py_DECREF(each);
                if (!PyErr_Occurred())
                    PyErr_SetString(PyExc_ValueError, "fastplay: a deal with a hand for every seat");
                goto fail;
            }
            memcpy(mine + (size_t)w * MAXP, hands, sizeof(u128) * (size_t)nh);
            free(hands);
        }
        Py_DECREF(each);
        Sit *s = &d->then;
        s->seat = seat;
        s->players = (int)np;
        s->in_layout = 0;
        s->top = top;
        s->top_seat = top_seat;
        s->sees = 0;
        s->exact = 0;
        s->fresh = 0;
        s->nothers = 0;
        s->max_other = max_other;
        s->wu = d->wu;
        s->hands = NULL;
        s->worlds = mine;
        s->nworlds = nworlds;
        s->known_pw = r->known + per * (size_t)k;
        s->known_nb = s->known_pw + t->n;
    }
    Py_DECREF(fast);
    return cap;
fail:
    Py_DECREF(fast);
    Py_DECREF(cap);
    return NULL;
}

/* likelihood(reading, hands, stop): the log-chance of the remembered actions had the seats held ``hands``,
 * returned as it stands once it falls below ``stop``. */
static PyObject *reading_likelihood(PyObject *self, PyObject *args) {
    PyObject *rcap, *hands_obj;
    double stop;
    if (!PyArg_ParseTuple(args, "OOd", &rcap, &hands_obj, &stop))
        return NULL;
    Reading *r = PyCapsule_GetPointer(rcap, "fastplay.Reading");
    if (!r)
        return NULL;
    u128 hands[MAXP] = {0};
    if (hands_into(hands_obj, hands, 0, "hands") < 0)
        return NULL;
    double x = likelihood(r, hands, stop);
    return PyFloat_FromDouble(x);
}

/* ---------------------------------------------------------------------------------------------------------- */
/* The chain of guessed deals (``reading.Chain``): its moves, with Python's own random numbers.                 */
/*                                                                                                              */
/* A move costs the likelihood a couple of microseconds in C and its Python around it ten: so the moves are     */
/* made here too. They must draw exactly the numbers Python's would, so this is CPython's Mersenne Twister      */
/* (``_randommodule.c``) and ``random.Random``'s ``getrandbits``, ``_randbelow``, ``randrange``, ``sample``    */
/* and ``random`` as Python 3.10 to 3.13 have them, run on a copy of the ``Random``'s state taken with          */
/* ``getstate`` and handed back with ``setstate`` (``game.ai.fast.Walk``). tests/ai/test_fastplay.py checks     */
/* the draws against Python's and the chain's deals against ``Chain``'s own.                                    */

#define MT_N 624
#define MT_M 397

typedef struct {
    uint32_t mt[MT_N];
    int index;
} Twister;

static uint32_t genrand(Twister *r) {
    static const uint32_t mag01[2] = {0x0U, 0x9908b0dfU};
    uint32_t y, *mt = r->mt;
    if (r->index >= MT_N) {
        int kk;
        for (kk = 0; kk < MT_N - MT_M; kk++) {
            y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
            mt[kk] = mt[kk + MT_M] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        for (; kk < MT_N - 1; kk++) {
            y = (mt[kk] & 0x80000000U) | (mt[kk + 1] & 0x7fffffffU);
            mt[kk] = mt[kk + (MT_M - MT_N)] ^ (y >> 1) ^ mag01[y & 0x1U];
        }
        y = (mt[MT_N - 1] & 0x80000000U) | (mt[0] & 0x7fffffffU);
        mt[MT_N - 1] = mt[MT_M - 1] ^ (y >> 1) ^ mag01[y & 0x1U];
        r->index = 0;
    }
    y = mt[r->index++];
    y ^= (y >> 11);
    y ^= (y << 7) & 0x9d2c5680U;
    y ^= (y << 15) & 0xefc60000U;
    y ^= (y >> 18);
    return y;
}

static int bit_length(unsigned n) {
    int k = 0;
    while (n) {
        k++;
        n >>= 1;
    }
    return k;
}

/* ``Random._randbelow_with_getrandbits`` (``getrandbits(k)`` for k <= 32 is one word shifted). */
static unsigned randbelow(Twister *r, unsigned n) {
    int k = bit_length(n);
    unsigned v = k ? genrand(r) >> (32 - k) : 0;
    while (v >= n)
        v = k ? genrand(r) >> (32 - k) : 0;
    return v;
}

/* ``Random.random``: 53 random bits. */
static double random53(Twister *r) {
    uint32_t a = genrand(r) >> 5, b = genrand(r) >> 6;
    return (a * 67108864.0 + b) * (1.0 / 9007199254740992.0);
}

/* ``Random.sample(range(n), k)`` into ``out`` (k <= n <= the longest pile). */
static void sample(Twister *r, int n, int k, int *out, int *pool) {
    int setsize = 21;
    if (k > 5)
        setsize += (int)pow(4.0, ceil(log((double)(k * 3)) / log(4.0)));  /* 4 ** ceil(log(3k, 4)) */
    if (n <= setsize) {
        for (int i = 0; i < n; i++)
            pool[i] = i;
        for (int i = 0; i < k; i++) {
            int j = (int)randbelow(r, (unsigned)(n - i));
            out[i] = pool[j];
            pool[j] = pool[n - i - 1];
        }
        return;
    }
    for (int i = 0; i < k; i++) {
        int j, again;
        do {
            j = (int)randbelow(r, (unsigned)n);
            again = 0;
            for (int m = 0; m < i; m++)
                if (out[m] == j) {
                    again = 1;
                    break;
                }
        } while (again);
        out[i] = j;
    }
}

#define MAXPILE 128

typedef struct {
    PyObject *reading;  /* kept alive while the walk is */
    Reading *r;
    int npiles, nseats, swap, players;
    int seats[MAXP + 1];          /* the seat of each pile but the rest pile */
    int len[MAXP + 1];
    int piles[MAXP + 1][MAXPILE]; /* each pile's cards, by kind */
    u128 hands[MAXP];
    double score;
    long moves, kept;
    Twister rng;
} Walk;

static void free_walk(PyObject *cap) {
    Walk *w = PyCapsule_GetPointer(cap, "fastplay.Walk");
    if (!w)
        return;
    Py_XDECREF(w->reading);
    free(w);
}

/* ``Chain._step``: one move of the chain, or none where it would change nothing. */
static void walk_step(Walk *w) {
    if (w->npiles < 2)
        return;
    int ab[2], pool[MAXPILE], ia[MAXPILE], ib[MAXPILE], k;
    sample(&w->rng, w->npiles, 2, ab, pool);
    int a = ab[0], b = ab[1];
    int *pa = w->piles[a], *pb = w->piles[b];
    if (w->swap > 1) {
        k = w->swap;
        if (w->len[a] < k)
            k = w->len[a];
        if (w->len[b] < k)
            k = w->len[b];
        sample(&w->rng, w->len[a], k, ia, pool);
        sample(&w->rng, w->len[b], k, ib, pool);
    } else {
        k = 1;
        ia[0] = (int)randbelow(&w->rng, (unsigned)w->len[a]);
        ib[0] = (int)randbelow(&w->rng, (unsigned)w->len[b]);
    }
    u128 gain = 0, loss = 0;  /* what pile a takes from pile b, and gives it */
    for (int j = 0; j < k; j++) {
        gain += (u128)1 << (FIELD * pb[ib[j]]);
        loss += (u128)1 << (FIELD * pa[ia[j]]);
    }
    if (gain == loss)
        return;  /* like cards for like: the same deal */
    u128 hands[MAXP];
    memcpy(hands, w->hands, sizeof hands);
    if (a < w->nseats)
        hands[w->seats[a]] = hands[w->seats[a]] + gain - loss;
    if (b < w->nseats)
        hands[w->seats[b]] = hands[w->seats[b]] + loss - gain;
    w->moves++;
    double threshold = w->score + log(1.0 - random53(&w->rng));
    double x = likelihood(w->r, hands, threshold);
    if (x >= threshold) {
        for (int j = 0; j < k; j++) {
            int c = pa[ia[j]];
            pa[ia[j]] = pb[ib[j]];
            pb[ib[j]] = c;
        }
        memcpy(w->hands, hands, sizeof hands);
        w->score = x;
        w->kept++;
    }
}

/* make_walk(reading, hands, seats, piles, score, swap): ``Chain``'s state, the rest pile last among ``piles``. */
static PyObject *make_walk(PyObject *self, PyObject *args) {
    PyObject *rcap, *hands_obj, *seats_obj, *piles_obj;
    double score;
    int swap;
    if (!PyArg_ParseTuple(args, "OOOOdi", &rcap, &hands_obj, &seats_obj, &piles_obj, &score, &swap))
        return NULL;
    Reading *r = PyCapsule_GetPointer(rcap, "fastplay.Reading");
    if (!r)
        return NULL;
    Walk *w = NULL;
    PyObject *cap = capsule_of(sizeof(Walk), "fastplay.Walk", free_walk, (void **)&w);
    if (!cap)
        return NULL;
    Py_INCREF(rcap);
    w->reading = rcap;
    w->r = r;
    w->score = score;
    w->swap = swap;
    Py_ssize_t n;
    if ((w->players = hands_into(hands_obj, w->hands, 0, "hands")) < 0)
        goto fail;
    int *seats = array_of(seats_obj, 0, &n);
    if (!seats)
        goto fail;
    if (n > MAXP) {
        free(seats);
        PyErr_SetString(PyExc_ValueError, "fastplay: at most 4 seats walk");
        goto fail;
    }
    w->nseats = (int)n;
    memcpy(w->seats, seats, sizeof(int) * (size_t)n);
    free(seats);
    for (int i = 0; i < w->nseats; i++)
        if (w->seats[i] < 0 || w->seats[i] >= w->players) {
            PyErr_SetString(PyExc_ValueError, "fastplay: no such seat walks");
            goto fail;
        }
    PyObject *fast = PySequence_Fast(piles_obj, "piles: a sequence");
    if (!fast)
        goto fail;
    Py_ssize_t np = PySequence_Fast_GET_SIZE(fast);
    if (np > MAXP + 1 || np < w->nseats) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "fastplay: a pile for each seat that walks, and the rest");
        goto fail;
    }
    w->npiles = (int)np;
    for (Py_ssize_t i = 0; i < np; i++) {
        int *pile = array_of(PySequence_Fast_GET_ITEM(fast, i), 0, &n);
        if (!pile || n > MAXPILE || n < 1) {
            free(pile);
            Py_DECREF(fast);
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_ValueError, "fastplay: a pile of 1 to 128 cards");
            goto fail;
        }
        w->len[i] = (int)n;
        memcpy(w->piles[i], pile, sizeof(int) * (size_t)n);
        free(pile);
    }
    Py_DECREF(fast);
    return cap;
fail:
    Py_DECREF(cap);
    return NULL;
}

/* A Twister set to ``getstate()[1]``'s 624 words and index: 0, or -1 with an exception. */
static int twister_from(PyObject *state, Twister *r) {
    PyObject *fast = PySequence_Fast(state, "state: a sequence");
    if (!fast)
        return -1;
    if (PySequence_Fast_GET_SIZE(fast) != MT_N + 1) {
        Py_DECREF(fast);
        PyErr_SetString(PyExc_ValueError, "fastplay: a Mersenne Twister state is 625 numbers");
        return -1;
    }
    Twister t;
    for (int i = 0; i <= MT_N; i++) {
        unsigned long v = PyLong_AsUnsignedLong(PySequence_Fast_GET_ITEM(fast, i));
        if (v == (unsigned long)-1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        if (i < MT_N)
            t.mt[i] = (uint32_t)v;
        else
            t.index = (int)v;
    }
    Py_DECREF(fast);
    if (t.index < 0 || t.index > MT_N) {
        PyErr_SetString(PyExc_ValueError, "fastplay: the Twister's index is out of range");
        return -1;
    }
    *r = t;
    return 0;
}

/* The Twister's state, for ``setstate``. */
static PyObject *twister_state(const Twister *r) {
    PyObject *out = PyTuple_New(MT_N + 1);
    for (int i = 0; out && i <= MT_N; i++) {
        PyObject *v = PyLong_FromUnsignedLong(i < MT_N ? r->mt[i] : (unsigned long)r->index);
        if (!v) {
            Py_CLEAR(out);
            break;
        }
        PyTuple_SET_ITEM(out, i, v);
    }
    return out;
}

/* walk_seed(walk, internal state): the Mersenne Twister's 624 words and its index, as ``getstate()[1]``. */
static PyObject *walk_seed(PyObject *self, PyObject *args) {
    PyObject *wcap, *state;
    if (!PyArg_ParseTuple(args, "OO", &wcap, &state))
        return NULL;
    Walk *w = PyCapsule_GetPointer(wcap, "fastplay.Walk");
    if (!w || twister_from(state, &w->rng) < 0)
        return NULL;
    Py_RETURN_NONE;
}

/* walk_state(walk): the Twister's state, for ``setstate``. */
static PyObject *walk_state(PyObject *self, PyObject *args) {
    Walk *w = capsule_arg(args, "fastplay.Walk");
    return w ? twister_state(&w->rng) : NULL;
}

/* ---------------------------------------------------------------------------------------------------------- */
/* ``vary``: the other seats' guess orders drawn anew for every deal, as ``Shuffles.prepare`` draws them with    */
/* ``random.shuffle`` from the player's own ``Random`` (``HardPlayer._new_orders``): seat by seat, one set of    */
/* orders for each length, shared by the seats that cannot see as many cards. Shuffling fifty cards sixteen    */
/* times for two seats costs Python about half a millisecond, twenty deals' playouts; here a few microseconds. */

static void free_draws(PyObject *cap) { free(PyCapsule_GetPointer(cap, "fastplay.Draws")); }

/* make_draws(internal state): a Twister for the orders, set to ``getstate()[1]``. */
static PyObject *make_draws(PyObject *self, PyObject *args) {
    PyObject *state;
    if (!PyArg_ParseTuple(args, "O", &state))
        return NULL;
    Twister *r = NULL;
    PyObject *cap = capsule_of(sizeof(Twister), "fastplay.Draws", free_draws, (void **)&r);
    if (!cap)
        return NULL;
    if (twister_from(state, r) < 0) {
        Py_DECREF(cap);
        return NULL;
    }
    return cap;
}

/* draws_state(draws): its state, for ``setstate``. */
static PyObject *draws_state(PyObject *self, PyObject *args) {
    Twister *r = capsule_arg(args, "fastplay.Draws");
    return r ? twister_state(r) : NULL;
}

/* orders_list(orders): each seat's orders as lists (None where it has none), to check them against Python's. */
static PyObject *orders_list(PyObject *self, PyObject *args) {
    PyObject *ocap;
    if (!PyArg_ParseTuple(args, "O", &ocap))
        return NULL;
    Orders *o = PyCapsule_GetPointer(ocap, "fastplay.Orders");
    if (!o)
        return NULL;
    int seats = 0;
    for (int i = 0; i < MAXP; i++)
        if (o->orders[i])
            seats = i + 1;
    PyObject *out = PyList_New(seats);
    for (int i = 0; out && i < seats; i++) {
        PyObject *each;
        if (!o->orders[i]) {
            Py_INCREF(Py_None);
            each = Py_None;
        } else {
            each = PyList_New(o->count);
            for (int w = 0; each && w < o->count; w++) {
                PyObject *order = PyList_New(o->len[i]);
                for (int k = 0; order && k < o->len[i]; k++) {
                    PyObject *v = PyLong_FromLong(o->orders[i][(size_t)w * (size_t)o->len[i] + (size_t)k]);
                    if (!v) {
                        Py_CLEAR(order);
                        break;
                    }
                    PyList_SET_ITEM(order, k, v);
                }
                if (!order) {
                    Py_CLEAR(each);
                    break;
                }
                PyList_SET_ITEM(each, w, order);
            }
        }
        if (!each) {
            Py_CLEAR(out);
            break;
        }
        PyList_SET_ITEM(out, i, each);
    }
    return out;
}

/* redraw(orders, draws): every seat's orders drawn anew, in place, as ``Shuffles.prepare`` draws a new set. */
static PyObject *redraw(PyObject *self, PyObject *args) {
    PyObject *ocap, *dcap;
    if (!PyArg_ParseTuple(args, "OO", &ocap, &dcap))
        return NULL;
    Orders *o = PyCapsule_GetPointer(ocap, "fastplay.Orders");
    Twister *r = o ? PyCapsule_GetPointer(dcap, "fastplay.Draws") : NULL;
    if (!r)
        return NULL;
    for (int i = 0; i < MAXP; i++) {
        int len = o->len[i];
        if (!o->orders[i])
            continue;
        int same = -1;
        for (int j = 0; j < i && same < 0; j++)
            if (o->orders[j] && o->len[j] == len)
                same = j;
        if (same >= 0) {
            memcpy(o->orders[i], o->orders[same], sizeof(int) * (size_t)len * (size_t)o->count);
            continue;
        }
        for (int w = 0; w < o->count; w++) {
            int *order = o->orders[i] + (size_t)w * (size_t)len;
            for (int k = 0; k < len; k++)
                order[k] = k;
            for (int k = len - 1; k >= 1; k--) {   /* random.shuffle */
                int j = (int)randbelow(r, (unsigned)(k + 1));
                int x = order[k];
                order[k] = order[j];
                order[j] = x;
            }
        }
    }
    Py_RETURN_NONE;
}

/* walk(walk, steps, seconds): up to ``steps`` moves (stopped ``seconds`` from now; 0: never), then
 * (hands, moves, kept, score). */
static PyObject *walk_walk(PyObject *self, PyObject *args) {
    PyObject *wcap;
    int steps;
    double seconds;
    if (!PyArg_ParseTuple(args, "Oid", &wcap, &steps, &seconds))
        return NULL;
    Walk *w = PyCapsule_GetPointer(wcap, "fastplay.Walk");
    if (!w)
        return NULL;
    double stop = seconds > 0.0 ? now() + seconds : 0.0;
    for (int i = 0; i < steps; i++) {
        if (stop > 0.0 && now() >= stop)
            break;
        walk_step(w);
    }
    int players = w->players;
    PyObject *hands = PyList_New(players);
    for (int i = 0; hands && i < players; i++) {
        PyObject *v = PyLong_FromUnsignedLongLong((unsigned long long)w->hands[i]);
        if (v && (w->hands[i] >> 64)) {
            PyObject *hi = PyLong_FromUnsignedLongLong((unsigned long long)(w->hands[i] >> 64));
            PyObject *sh = PyLong_FromLong(64);
            PyObject *up = hi && sh ? PyNumber_Lshift(hi, sh) : NULL;
            PyObject *sum = up ? PyNumber_Or(up, v) : NULL;
            Py_XDECREF(hi);
            Py_XDECREF(sh);
            Py_XDECREF(up);
            Py_DECREF(v);
            v = sum;
        }
        if (!v) {
            Py_CLEAR(hands);
            break;
        }
        PyList_SET_ITEM(hands, i, v);
    }
    if (!hands)
        return NULL;
    return Py_BuildValue("(Nlld)", hands, w->moves, w->kept, w->score);
}

static PyMethodDef methods[] = {
    {"make_tables", make_tables, METH_VARARGS, "A variant's tables for playouts, from game.ai.fast.spec."},
    {"make_base", make_base, METH_VARARGS, "The position a search's deals start from, hands aside."},
    {"make_orders", make_orders, METH_VARARGS, "The other seats' shuffled orders for their guesses."},
    {"play_deal", play_deal, METH_VARARGS, "One deal played out with every candidate: the searcher's chips."},
    {"make_reading", make_reading, METH_VARARGS, "The remembered actions of the other seats, for the reading."},
    {"likelihood", reading_likelihood, METH_VARARGS, "The log-chance of the remembered actions under a deal."},
    {"make_walk", make_walk, METH_VARARGS, "The chain of guessed deals, walked in C."},
    {"walk_seed", walk_seed, METH_VARARGS, "Hands a Random's state to the walk."},
    {"walk_state", walk_state, METH_VARARGS, "The walk's random state, for Random.setstate."},
    {"walk", walk_walk, METH_VARARGS, "Moves of the chain: (hands, moves, kept, score)."},
    {"make_draws", make_draws, METH_VARARGS, "Random numbers for vary's orders, from a Random's state."},
    {"draws_state", draws_state, METH_VARARGS, "vary's random state, for Random.setstate."},
    {"redraw", redraw, METH_VARARGS, "The other seats' guess orders drawn anew, in place."},
    {"orders_list", orders_list, METH_VARARGS, "Each seat's guess orders as lists, for tests."},
    {"make_tree", make_tree, METH_VARARGS, "The statistics of the searcher's next own decisions, for one search."},
    {"tree_counts", tree_counts, METH_VARARGS, "A tree's decisions met, those it chose, its information sets."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_fastplay",
    "Hard's playouts in C, deciding exactly as game.ai.hard.playout does (see game.ai.fast).", -1, methods,
};

PyMODINIT_FUNC PyInit__fastplay(void) {
    PyObject *m = PyModule_Create(&module);
    if (m && PyModule_AddIntConstant(m, "VERSION", FASTPLAY_VERSION) < 0)
        Py_CLEAR(m);
    return m;
}
