import { describe, expect, it } from 'vitest';
import { completeAnswer, requestBytes } from './bench-open-load.mjs';

describe("the fixed-schedule generator's wire", () => {
  it('writes a request with the Host header and the body’s length', () => {
    const bytes = requestBytes(new URL('http://127.0.0.1:4360'), {
      method: 'POST',
      path: '/ecom/v1/carts/current/add-to-cart',
      headers: { 'content-type': 'application/json', authorization: 'token' },
      body: '{"a":"é"}',
    });
    expect(bytes.toString()).toBe(
      'POST /ecom/v1/carts/current/add-to-cart HTTP/1.1\r\nhost: 127.0.0.1:4360\r\n' +
        'content-type: application/json\r\nauthorization: token\r\ncontent-length: 10\r\n\r\n' +
        '{"a":"é"}',
    );
  });

  it('reads an answer only once all of its body is in', () => {
    const answer = Buffer.from('HTTP/1.1 201 Created\r\nContent-Length: 4\r\n\r\nabcdHTTP/1.1');
    expect(completeAnswer(answer.subarray(0, 30))).toBeUndefined();
    expect(completeAnswer(answer.subarray(0, 46))).toBeUndefined();
    expect(completeAnswer(answer)).toEqual({ status: 201, length: 47 });
  });

  it('refuses an answer without Content-Length rather than misread the stream', () => {
    const chunked = Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n');
    expect(() => completeAnswer(chunked)).toThrow(/Content-Length/);
  });
});
