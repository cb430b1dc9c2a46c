'use client';

/** Issue 28: the "Plan my claim" island (being built). */
export function ClaimPlanTool() {
  return <div id="claim-plan-tool" />;
}
