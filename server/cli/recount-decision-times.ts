import { loadConfig } from '../lib/config.js';
import { recountDecisionTimes } from '../services/api/opportunities/lifecycle/decision-times-recount.js';
import { readOptions } from './args.js';
import { onOperatorDatabase } from './operator-db.js';

const USAGE = `Uso:
  npm run decision-times:recount [-- --brand <marca>]

Recalcula o tempo até a decisão do painel (api.decision_time_counts) a partir do histórico, de uma marca ou de
todas: conta as decisões anteriores à migração 027. Rodar de novo dá o mesmo resultado.
Com o banco embutido (PGlite em ./data), pare o portal antes; com DATABASE_URL, o portal pode continuar em execução.`;

async function main(): Promise<number> {
  const options = readOptions({ brand: { type: 'string' } }, USAGE);
  if (typeof options === 'number') return options;
  return onOperatorDatabase(loadConfig(), async (db) => {
    const start = performance.now();
    const recounted = await recountDecisionTimes(db, { brand: options.str('brand') });
    for (const r of recounted) console.log(`${r.brand}: ${r.decisions} decisões contadas`);
    console.log(`Tempo até a decisão recalculado em ${Math.round(performance.now() - start)} ms.`);
    return 0;
  });
}

process.exitCode = await main();
