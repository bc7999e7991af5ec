"""The UECda protocol both ways (docs/uecda.md): `tefuda uecda client` plays a tefuda bot
in any UECda server; `tefuda uecda server` referees five UECda clients (tefuda CPUs may
fill places) and records every game as a tefuda record."""
