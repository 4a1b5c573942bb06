// The reliability suite's own API processes, beside the system the config starts (shell 3800, API
// 4800): ports no other suite uses, one per spec so specs never depend on each other.
export const reliabilityPorts = {
  crashApi: 4810,
  liveApi: 4811,
  ticketLoadApi: 4812,
  afterSaleApi: 4813,
} as const;
