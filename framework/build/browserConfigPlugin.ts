import type { Plugin } from 'vite'
import { deserializeFunctionsStringified, serializeConfig } from '../../node_modules/vocs/_lib/config.js'
import { resolveVocsConfig } from '../../node_modules/vocs/_lib/vite/utils/resolveVocsConfig.js'

/**
 * The browser's copy of the site config (`virtual:config`) without the settings only the build
 * uses (`head`, `markdown`, `vite`): without them it holds no function to rebuild.
 */
export const buildOnlySettings = ['head', 'markdown', 'vite'] as const

const configModuleId = '\0virtual:config'

export function browserConfig<T extends Record<string, unknown>>(
  config: T,
): Omit<T, (typeof buildOnlySettings)[number]> {
  const copy: Record<string, unknown> = { ...config }
  for (const setting of buildOnlySettings) delete copy[setting]
  return copy as Omit<T, (typeof buildOnlySettings)[number]>
}

export function browserConfigPlugin(): Plugin {
  return {
    name: 'gaszip-docs:browser-config',
    enforce: 'pre',
    async load(id) {
      if (id !== configModuleId) return null
      const { config } = await resolveVocsConfig()
      const serialized = serializeConfig(browserConfig(config) as typeof config)
      return `${deserializeFunctionsStringified}\nexport const config = deserializeFunctions(${serialized})`
    },
  }
}
