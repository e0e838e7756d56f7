// `npm start`: build what is not built yet, then run the server (migrations and seed included).
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt();
await import('../apps/server/dist/server.js');
