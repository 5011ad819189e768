/**
 * `/rules.json` as the site publishes it: every rule of docs/data/rules.json with its values
 * filled in and its links absolute, so that a machine reader gets the numbers and addresses.
 */
import rulesJson from '../../data/rules.json' with { type: 'json' }
import { ruleMarkdown, ruleUrl } from './rules.ts'

export function publishedRulesJson(): string {
  const rules = rulesJson.rules.map((rule) => ({ ...rule, text: ruleMarkdown(rule.id), url: ruleUrl(rule.id) }))
  return `${JSON.stringify({ ...rulesJson, rules }, null, 2)}\n`
}
