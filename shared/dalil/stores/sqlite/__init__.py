"""The embedded store: one SQLite file (DALIL_STORE). Enter through
`dalil.stores.sqlite.store.open_store`; other modules here that need the file (capacity.py) take a
`dalil.stores.sqlite.database.Database` and create their own tables with CREATE TABLE IF NOT EXISTS."""
