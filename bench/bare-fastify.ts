/**
 * The yardstick: Fastify with nothing added. Run as its own process (`node --import tsx bench/bare-fastify.ts`)
 * so the load generator never shares its event loop. Listens on 127.0.0.1:$PORT.
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? '0');
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));

const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

await app.listen({ host: '127.0.0.1', port });
