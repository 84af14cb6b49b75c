import { describe, expect, it } from 'vitest';
import { assertLocalOnly } from './verifier';

describe('local token verifier guard', () => {
  it('cannot be enabled inside Lambda or with a non-loopback issuer', () => {
    expect(() => assertLocalOnly({ AWS_LAMBDA_FUNCTION_NAME: 'fn' }, 'http://127.0.0.1:1/p')).toThrow(
      'cannot run in Lambda',
    );
    expect(() => assertLocalOnly({}, 'https://evil.example.com/p')).toThrow('loopback');
    expect(() => assertLocalOnly({}, 'http://127.0.0.1:8713/local_abc')).not.toThrow();
  });
});
