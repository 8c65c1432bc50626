"""The app's scenes. Each module registers its screenshot builders when imported
(see diamant.app.screenshots). Importing this package imports nothing else."""
