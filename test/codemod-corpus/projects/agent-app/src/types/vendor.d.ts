// express 5 ships without types and @types/express lags behind; we only use a handful of calls.
declare module "express";
