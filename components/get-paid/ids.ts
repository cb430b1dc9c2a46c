/** The planner's heading, focused as each step, the check page and the plan open (shared by the island's two chunks). */
export const GET_PAID_HEADING_ID = 'get-paid-heading';
