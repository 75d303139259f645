"""Request and response models at the HTTP edge (/ask, /feedback, /health) and the workflow's events."""
