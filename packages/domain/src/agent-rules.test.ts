import { describe, expect, it } from 'vitest';
import {
  AGENT_FORBIDDEN,
  agentRefusal,
  newPasswordProblem,
  type AgentForbiddenAction,
} from './agent-rules.ts';

describe('agentRefusal', () => {
  const cases: { action: AgentForbiddenAction; isDelegated: boolean; refused: boolean }[] = [
    { action: 'ChangePassword', isDelegated: true, refused: true },
    { action: 'ChangePassword', isDelegated: false, refused: false },
    { action: 'ReadCardNumber', isDelegated: true, refused: true },
    { action: 'ReadCardNumber', isDelegated: false, refused: false },
  ];
  it.each(cases)('$action in a delegated session: $isDelegated → refused $refused', (c) => {
    const rule = agentRefusal(c.action, { isDelegated: c.isDelegated });
    expect(rule).toBe(c.refused ? AGENT_FORBIDDEN[c.action] : null);
  });
});

describe('newPasswordProblem', () => {
  it.each([
    { current: 'old-password-1', next: 'short', problem: /at least 10/ },
    { current: 'old-password-1', next: 'old-password-1', problem: /differs/ },
    { current: 'old-password-1', next: 'a-new-password-2', problem: null },
  ])('$next', ({ current, next, problem }) => {
    const answer = newPasswordProblem({ current, next });
    if (problem === null) expect(answer).toBeNull();
    else expect(answer).toMatch(problem);
  });
});
