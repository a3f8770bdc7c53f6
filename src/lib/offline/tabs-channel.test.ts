import { describe, expect, it, vi } from 'vitest';
import { openTabsChannel } from './tabs-channel';

describe('tabs of one user', () => {
  it('a tab that delivered writes tells the other tabs which loads to load again, and not itself', async () => {
    const inOther = vi.fn();
    const inSender = vi.fn();
    const sender = openTabsChannel('haulbase-user-9', inSender);
    const other = openTabsChannel('haulbase-user-9', inOther);
    const stranger = vi.fn();
    const otherUser = openTabsChannel('haulbase-user-10', stranger);
    sender.post([12, 14]);
    await vi.waitFor(() => expect(inOther).toHaveBeenCalledWith([12, 14]));
    expect(inSender).not.toHaveBeenCalled();
    expect(stranger).not.toHaveBeenCalled();
    [sender, other, otherUser].forEach((tab) => tab.close());
  });
});
