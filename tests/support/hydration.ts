/**
 * Runs in the page: true once React's hydration of the prerendered page is committed and
 * React has no work left. The site hydrates in a transition, in slices, so a container
 * marked by hydrateRoot is not yet a page whose controls listen.
 */
export function hydrationCommitted(): boolean {
  const app = document.getElementById('app') as (HTMLElement & Record<string, unknown>) | null
  const key = Object.keys(app ?? {}).find((name) => name.startsWith('__reactContainer'))
  const container = (key ? app?.[key] : undefined) as
    | { stateNode?: { current?: { child?: unknown }; pendingLanes?: number } }
    | undefined
  const fiberRoot = container?.stateNode
  return Boolean(fiberRoot?.current?.child) && fiberRoot?.pendingLanes === 0
}
