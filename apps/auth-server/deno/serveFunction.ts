/*
 * Runs one Supabase Edge Function for the local auth server, under Deno (from npm, no Docker).
 * An Edge Function is a module that calls `Deno.serve(handler)`; on a hosted project Supabase's
 * Edge Runtime supplies the address. Here `Deno.serve` is wrapped so the handler listens on
 * 127.0.0.1 at the port the auth server chose (WH_FUNCTION_PORT), and the auth server forwards
 * `/functions/v1/<name>` to it. The function's own code runs unchanged.
 *
 * Usage: deno run --allow-net=127.0.0.1,localhost --allow-env serveFunction.ts file:///.../index.ts
 * with stdin a pipe from the auth server: the runner stops when that pipe closes.
 */
type Handler = (request: Request) => Response | Promise<Response>;

const entry = Deno.args[0];
const port = Number(Deno.env.get('WH_FUNCTION_PORT'));
if (!entry || !Number.isInteger(port) || port <= 0) {
  console.error('usage: WH_FUNCTION_PORT=<port> deno run serveFunction.ts <function entry URL>');
  Deno.exit(2);
}

const serve = Deno.serve.bind(Deno);
Object.defineProperty(Deno, 'serve', {
  value: (...args: unknown[]) => {
    const handler = args.find((arg): arg is Handler => typeof arg === 'function') ?? (args[0] as { handler: Handler }).handler;
    return serve({ port, hostname: '127.0.0.1', onListen: () => console.log(`listening on ${port}`) }, handler);
  },
});

// The auth server holds the other end of stdin and never writes to it. However the server ends,
// a SIGKILL included (no clean-up of its own runs then), the system closes its end and the read
// below finishes: the function stops with it instead of outliving it on a port of its own.
(async () => {
  for await (const _chunk of Deno.stdin.readable) {
    // Nothing is sent; read until the pipe closes.
  }
  Deno.exit(0);
})();

await import(entry);
