module.exports = { poweredByHeader: false, reactStrictMode: true };
