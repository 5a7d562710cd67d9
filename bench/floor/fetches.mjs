// The memory floor: bare Node making the same four requests as the measured full run (create, three polls),
// with Node's own fetch and the same pauses. Run as it is (not bundled).
/* global process, fetch, setTimeout */
const base = process.env.BENCH_URL;
const headers = { authorization: `Bearer ${process.env.BENCH_KEY}`, accept: 'application/json' };
let job = await (
  await fetch(base, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'x' }) })
).json();
for (let i = 0; i < 3; i += 1) {
  await new Promise((resolve) => setTimeout(resolve, 100));
  job = await (await fetch(`${base}/${encodeURIComponent(job.id)}`, { headers })).json();
}
if (job.status !== 'completed') process.exitCode = 1;
