/**
 * Writes the agent skills into the build (docs/lib/agents/skills.ts makes them):
 * - `/skill.md`: the skill for the whole service;
 * - `/.well-known/agent-skills/index.json`: the discovery index (schema 0.2.0), one entry per
 *   skill with the URL and SHA-256 digest of its SKILL.md, and `/.well-known/agent-skills/<name>/SKILL.md`;
 * - `/.well-known/skills/index.json` and `/.well-known/skills/<name>/SKILL.md`: the older layout
 *   (name, description, files), which clients that predate the index schema read;
 * - a section of `llms.txt` that links them.
 */
import { createHash } from 'node:crypto'
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { mcpToolsLine } from '../docs/lib/agents/mcpTools.ts'
import { type Skill, serviceSkill, skillFile, taskSkills } from '../docs/lib/agents/skills.ts'
import { siteUrl } from '../docs/lib/site/site.ts'

export const discoverySchema = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json'

const digest = (text: string) => `sha256:${createHash('sha256').update(text, 'utf8').digest('hex')}`

/** Every skill, the service skill first. */
export function allSkills(): Skill[] {
  const tasks = taskSkills()
  return [serviceSkill(tasks), ...tasks]
}

/** The discovery index: each entry's URL is relative to the index. */
export function discoveryIndex(skills: readonly Skill[]) {
  return {
    $schema: discoverySchema,
    skills: skills.map((skill) => ({
      name: skill.name,
      type: 'skill-md',
      description: skill.description,
      url: `${skill.name}/SKILL.md`,
      digest: digest(skillFile(skill)),
    })),
  }
}

/** The older index: the files of each skill, relative to its folder. */
export function legacyIndex(skills: readonly Skill[]) {
  return {
    skills: skills.map((skill) => ({ name: skill.name, description: skill.description, files: ['SKILL.md'] })),
  }
}

export function llmsSkillsSection(skills: readonly Skill[]): string {
  return [
    '',
    '## Agent skills',
    '',
    `Install with \`npx skills add ${siteUrl}\`. Index: ${siteUrl}/.well-known/agent-skills/index.json`,
    '',
    `- [${skills[0]?.name}](${siteUrl}/skill.md): ${skills[0]?.description}`,
    ...skills
      .slice(1)
      .map(
        (skill) =>
          `- [${skill.name}](${siteUrl}/.well-known/agent-skills/${skill.name}/SKILL.md): ${skill.description}`,
      ),
    '',
    `${mcpToolsLine()} Status playbook as JSON: ${siteUrl}/statuses.json`,
    '',
  ].join('\n')
}

/** Writes every skill file and both indexes into `distDir`; returns the number of skills. */
export function writeAgentSkills(distDir: string, skills: readonly Skill[] = allSkills()): number {
  for (const skill of skills) {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(skill.name) || skill.name.length > 64)
      throw new Error(`skill "${skill.name}": a name is 1 to 64 lowercase letters, digits and single hyphens`)
    if (skill.description.length === 0 || skill.description.length > 1024)
      throw new Error(`skill "${skill.name}": the description must be 1 to 1024 characters`)
    for (const root of ['agent-skills', 'skills']) {
      const folder = join(distDir, '.well-known', root, skill.name)
      mkdirSync(folder, { recursive: true })
      writeFileSync(join(folder, 'SKILL.md'), skillFile(skill))
    }
  }
  const [service] = skills
  if (service) writeFileSync(join(distDir, 'skill.md'), skillFile(service))
  writeFileSync(
    join(distDir, '.well-known', 'agent-skills', 'index.json'),
    `${JSON.stringify(discoveryIndex(skills), null, 2)}\n`,
  )
  writeFileSync(
    join(distDir, '.well-known', 'skills', 'index.json'),
    `${JSON.stringify(legacyIndex(skills), null, 2)}\n`,
  )
  appendFileSync(join(distDir, 'llms.txt'), llmsSkillsSection(skills))
  return skills.length
}
