from diamant.cli import entry

entry()
