// The ceiling: bare Fastify answering a fixed 2 KB JSON, no plugins. Every other figure is
// reported as a ratio to this one, measured in the same run on the same machine.
import Fastify from 'fastify';

const item = { id: 1, title: 'Ceiling item', description: 'x'.repeat(150) };
const payload = { items: Array.from({ length: 10 }, (_, i) => ({ ...item, id: i })) };

const app = Fastify({ logger: false });
app.get('/ceiling', async () => payload);
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${(app.server.address() as { port: number }).port}`);
