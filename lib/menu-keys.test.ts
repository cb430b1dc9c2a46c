import { menuKeyTarget } from './menu-keys';

describe('menuKeyTarget', () => {
  it('moves down and up, wrapping at both ends', () => {
    expect(menuKeyTarget('ArrowDown', 0, 3)).toBe(1);
    expect(menuKeyTarget('ArrowDown', 2, 3)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 1, 3)).toBe(0);
    expect(menuKeyTarget('ArrowUp', 0, 3)).toBe(2);
  });

  it('jumps to the first and last items', () => {
    expect(menuKeyTarget('Home', 2, 3)).toBe(0);
    expect(menuKeyTarget('End', 0, 3)).toBe(2);
  });

  it('starts from the ends when focus is not on an item', () => {
    expect(menuKeyTarget('ArrowDown', -1, 3)).toBe(0);
    expect(menuKeyTarget('ArrowUp', -1, 3)).toBe(2);
    expect(menuKeyTarget('ArrowDown', 7, 3)).toBe(0);
  });

  it('ignores other keys and empty menus', () => {
    expect(menuKeyTarget('a', 0, 3)).toBeNull();
    expect(menuKeyTarget('Enter', 0, 3)).toBeNull();
    expect(menuKeyTarget('ArrowDown', 0, 0)).toBeNull();
  });
});
