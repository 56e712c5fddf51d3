import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
  // Lazy discovery (the default, spelt out): the first page carries only its own routes'
  // manifest and links fetch the rest from `/__manifest` as they render, which keeps the
  // member area's route table out of a marketing page's JavaScript (docs/decisions/0032).
  routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
} satisfies Config;
