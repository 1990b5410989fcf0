"""The pygame-ce front end: scenes, widgets, and the faces drawn in code."""
