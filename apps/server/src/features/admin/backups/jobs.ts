// The daily backup (BACKUP_SCHEDULE, cron, UTC) on pg-boss, and, on the embedded database,
// the socket `npm run backup` asks through (only the serving process can read the database;
// the socket is a file in DATA_DIR with mode 0600, so only the site's own user reaches it).
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { BackupsService } from './service.ts';

export const BACKUP_QUEUE = 'backup';
export const controlSocketPath = (dataDir: string) => path.join(dataDir, 'backup.sock');

const backupsJobs: FastifyPluginAsync<{
  backups: BackupsService;
  schedule: string;
  controlSocket: boolean;
}> = async (app, { backups, schedule, controlSocket }) => {
  // The job only starts the run: a backup can outlast a job's expiry, and a second run must
  // not start beside it. The run reports its own failure (service.ts).
  await app.jobs.define(BACKUP_QUEUE, () => backups.scheduled());
  if (schedule !== 'off') await app.jobs.schedule(BACKUP_QUEUE, schedule);

  if (!controlSocket) return;
  const socketPath = controlSocketPath(app.config.dataDir);
  fs.rmSync(socketPath, { force: true }); // left by a process that was killed
  const server = net.createServer((socket) => {
    socket.once('data', (request) => {
      if (request.toString('utf8').trim() !== 'backup') return socket.end();
      // Answered once the archive is complete; its verification goes on in this process.
      const answer = new Promise<object>((resolve) => {
        try {
          backups
            .start((file) => resolve({ file }))
            .catch((err: Error) => resolve({ error: err.message }));
        } catch (err) {
          resolve({ error: (err as Error).message });
        }
      });
      void answer.then((body) => socket.end(`${JSON.stringify(body)}\n`));
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    fs.rmSync(socketPath, { force: true });
  });
};

export default backupsJobs;
