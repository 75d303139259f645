"""What each deployed Lambda needs from its environment (functions.py), checked at cold start."""
