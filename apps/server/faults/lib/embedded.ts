// Reads the embedded database of a stopped server, in this process (the folder lock makes
// sure no server still has it open).
import { openDatabase } from '../../src/db/client.ts';

export async function embeddedEnquiries(dataDir: string, prefix: string) {
  const handle = await openDatabase({ dataDir });
  try {
    const { rows } = await handle.executeSql(
      'select email, count(*) as n from enquiries where email like $1 group by email',
      [`${prefix}-%`],
    );
    return rows as { email: string; n: string }[];
  } finally {
    await handle.close();
  }
}
