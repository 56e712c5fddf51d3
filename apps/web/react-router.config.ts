import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // The whole route table ships with the first page (it is small), so the Fastify server
  // never has to answer `/__manifest` lazy-discovery requests.
  routeDiscovery: { mode: 'initial' },
} satisfies Config;
