// The classes of rate-limiter-flexible that src/adapters/rate-limit/rate-limiter.ts imports one by one
// (its index loads every store it supports, some 170 KB of code at each start), typed as the index types them.
declare module 'rate-limiter-flexible/lib/RateLimiterMemory.js' {
  import { RateLimiterMemory } from 'rate-limiter-flexible';
  export default RateLimiterMemory;
}
declare module 'rate-limiter-flexible/lib/RateLimiterRedis.js' {
  import { RateLimiterRedis } from 'rate-limiter-flexible';
  export default RateLimiterRedis;
}
declare module 'rate-limiter-flexible/lib/RateLimiterCluster.js' {
  import { RateLimiterCluster } from 'rate-limiter-flexible';
  export default RateLimiterCluster;
}
declare module 'rate-limiter-flexible/lib/RateLimiterRes.js' {
  import { RateLimiterRes } from 'rate-limiter-flexible';
  export default RateLimiterRes;
}
