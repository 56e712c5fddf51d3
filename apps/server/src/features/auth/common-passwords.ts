// Frequent passwords (and their stems) that would otherwise pass the character rules,
// e.g. "Password123". Compared lower-cased with punctuation and trailing digits removed.
export const COMMON_PASSWORDS = new Set(
  `password passw0rd password1 qwerty qwertyuiop qwerty123 letmein welcome welcome1 admin
  administrator iloveyou monkey dragon football baseball sunshine princess starwars whatever
  trustno1 abc123 abcd1234 changeme changeme123 summer winter spring autumn london chelsea
  liverpool arsenal manchester unitedkingdom england scotland wales secret secret123 master
  login test test123 testing default computer internet superman batman shadow michael jordan
  charlie freedom hello hello123 hellohello mustang pokemon samsung apple google microsoft
  linkedin facebook twitter instagram techgold techindustrygold industrygold accredited
  student learner teacher university college school apprentice employer business company
  letmein123 password12 password1234 passwordpassword p4ssw0rd pa55word pa55w0rd
  qwerty1234 asdfghjkl zxcvbnm 1q2w3e4r 1qaz2wsx zaq12wsx q1w2e3r4 iloveyou1 trustme
  mypassword newpassword oldpassword yourpassword ourpassword thepassword mynewpassword`
    .split(/\s+/)
    .filter(Boolean),
);
