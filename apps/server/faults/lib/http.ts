// HTTP from the outside, like a browser: node:http (so connection behaviour is explicit), a
// cookie jar and the XSRF-TOKEN echo the web client does (see test/helpers.ts).
import http from 'node:http';

export interface Response {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

export interface RequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
  agent?: http.Agent | false;
}

/** Keep-alive connections, as a browser or a proxy would use. */
export const keepAlive = new http.Agent({ keepAlive: true, maxSockets: 64 });

export function request(url: string, opts: RequestOptions = {}): Promise<Response> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: opts.method ?? 'GET',
        headers: opts.headers,
        agent: opts.agent ?? keepAlive,
        timeout: opts.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
            ms: Date.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () =>
      req.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })),
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

export const errorCode = (err: unknown) =>
  (err as NodeJS.ErrnoException).code ?? (err as Error).message;

export class Browser {
  cookies = new Map<string, string>();
  constructor(
    public base: string,
    private agent: http.Agent | false = keepAlive,
  ) {}

  private store(res: Response) {
    const set = res.headers['set-cookie'] ?? [];
    for (const c of set) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  headers(method: string, extra: Record<string, string> = {}) {
    const xsrf = this.cookies.get('XSRF-TOKEN');
    return {
      cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      ...(xsrf && method !== 'GET' ? { 'x-xsrf-token': decodeURIComponent(xsrf) } : {}),
      ...extra,
    };
  }

  async send(
    method: string,
    pathname: string,
    body?: unknown,
    extra: Record<string, string> = {},
    base = this.base,
  ) {
    const json = body === undefined ? undefined : JSON.stringify(body);
    const res = await request(`${base}${pathname}`, {
      method,
      agent: this.agent,
      headers: this.headers(method, {
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...extra,
      }),
      body: json,
    });
    return this.store(res);
  }

  csrf(base = this.base) {
    return this.send('GET', '/sanctum/csrf-cookie', undefined, {}, base);
  }

  async login(
    email = 'learner@northbridge-university.test',
    password = 'Demo-Password-1',
    base = this.base,
  ) {
    if (!this.cookies.has('XSRF-TOKEN')) await this.csrf(base);
    return this.send('POST', '/api/login', { email, password }, {}, base);
  }
}

export const joinPayload = (email: string) => ({
  first_name: 'Rosa',
  last_name: 'Fielding',
  email,
  phone: '07700 900101',
  address: '1 Mill Street, Leeds',
  job_title: 'CTO',
  employer: 'Brightwater Data',
});
