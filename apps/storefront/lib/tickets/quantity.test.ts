import { describe, expect, it } from 'vitest';
import { isTicketQuantity, readQuantity } from './quantity';

describe('readQuantity', () => {
  it('reads whole numbers from 0 to the most on offer', () => {
    expect(readQuantity('3', false, 10)).toEqual({ quantity: 3 });
    expect(readQuantity(' 0 ', false, 10)).toEqual({ quantity: 0 });
    expect(readQuantity('', false, 10)).toEqual({ quantity: 0 });
  });

  it('refuses negatives, fractions, more than on offer and what is no number, with a message', () => {
    expect(readQuantity('-3', false, 10)).toEqual({
      problem: 'A quantity cannot be negative. Enter 0 or more.',
    });
    expect(readQuantity('1.5', false, 10)).toEqual({
      problem: 'Tickets come whole: enter a whole number.',
    });
    expect(readQuantity('11', false, 10)).toEqual({
      problem: 'You can choose at most 10 of this ticket.',
    });
    expect(readQuantity('', true, 10)).toEqual({
      problem: 'Enter a whole number of tickets, such as 2.',
    });
  });
});

describe('isTicketQuantity', () => {
  it('takes only whole numbers in range', () => {
    expect([2, 0, -3, 1.5, '2', 51].map((v) => isTicketQuantity(v, 50))).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
