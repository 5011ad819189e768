/**
 * `npm run verdict:data`: writes the site data the decision module readers copy decides with
 * (the data region of docs/snippets/api/verdict.ts) from docs/data. Run it after changing the
 * deposit chains, the deposit statuses, the rules' pages or the Solana program.
 */
import { verdictModulePath, writeVerdictData } from '../docs/lib/verdict/verdictData.ts'

console.log(writeVerdictData() ? `verdict:data: ${verdictModulePath} updated` : 'verdict:data: already up to date')
