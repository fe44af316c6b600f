const t0 = performance.now();
const m = await import('@nlpjs/lang-nl');
console.log(Object.keys(m), (performance.now()-t0).toFixed(0)+'ms');
