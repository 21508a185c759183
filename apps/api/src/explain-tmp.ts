import { createDatabase } from '@kilau/db';
import { createProductsRepository } from './modules/catalog/products.repository';
import { sql } from 'kysely';
const h = await createDatabase({ kind: 'postgres', url: process.env.URL! });
const repo = createProductsRepository(h.db);
const { rows } = await sql<{ name: string; brand: string }>`select p.name, b.name as brand from products p join brands b on b.id = p.brand_id where p.is_active order by p.total_sold desc, p.id desc limit 100`.execute(h.db);
const words = new Set<string>();
for (const r of rows) words.add(r.brand.trim().toLowerCase());
for (const r of rows) for (const w of r.name.toLowerCase().split(/[^\p{L}\p{N}]+/u)) if (w.length >= 4 && !/^\d+$/.test(w)) words.add(w);
const list = [...words].slice(0, 50);
const out: string[] = [];
for (const q of list) {
  const times: number[] = [];
  let n = 0;
  for (let i = 0; i < 3; i++) {
    const t = performance.now();
    n = await repo.count({ search: q }, new Date());
    const fuzzy = n === 0;
    if (fuzzy) n = await repo.count({ search: q, fuzzy: true }, new Date());
    const t2 = performance.now();
    await repo.findIds({ search: q, ...(fuzzy ? { fuzzy: true } : {}) }, 'relevance', { skip: 0, limit: 16 }, new Date());
    times.push(t2 - t, performance.now() - t2);
  }
  out.push(`${q.padEnd(16)} n=${String(n).padStart(6)} count=${times[4]!.toFixed(1)} ids=${times[5]!.toFixed(1)}`);
}
console.log(out.join('\n'));
await h.close();
