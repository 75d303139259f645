"""The one HTTP edge: `app.py` holds the routes and the error mapping; `lambda_adapter.py` serves
them to API Gateway events (the API Lambda), `asgi.py` to uvicorn (`dalil serve`)."""
