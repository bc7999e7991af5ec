"""Terminal apps: one module per game exposing `run(args)`."""
