import { describe, expect, it } from 'vitest';
import { candidateDomains, emailDomain, isOpenDomain } from './matching.ts';

describe('emailDomain', () => {
  it('trims, lower-cases and takes the part after the last @', () => {
    expect(emailDomain('  Ada@Student.Northbridge-University.TEST ')).toBe(
      'student.northbridge-university.test',
    );
    expect(emailDomain('"a@b"@example.test')).toBe('example.test');
  });

  it('refuses addresses without a usable domain', () => {
    for (const bad of ['no-at-sign', '@example.test', 'a@localhost', 'a@exa mple.test', 'a@']) {
      expect(emailDomain(bad), bad).toBeNull();
    }
  });
});

describe('candidateDomains', () => {
  it('lists the domain and each parent down to two labels, most specific first', () => {
    expect(candidateDomains('a.b.uni.test')).toEqual(['a.b.uni.test', 'b.uni.test', 'uni.test']);
    expect(candidateDomains('uni.test')).toEqual(['uni.test']);
  });
});

describe('isOpenDomain', () => {
  it.each([
    'gmail.com',
    'googlemail.com',
    'outlook.com',
    'hotmail.co.uk',
    'live.com',
    'yahoo.com',
    'yahoo.co.uk',
    'yahoo.com.au',
    'icloud.com',
    'aol.com',
    'proton.me',
    'protonmail.com',
    'gmx.de',
    'gmx.net',
    'mail.com',
    'yandex.ru',
    'mailinator.com',
    '10minutemail.com',
    'guerrillamail.com',
    'tempmail.net',
    'eu.mailinator.com',
  ])('%s is webmail or disposable', (domain) => {
    expect(isOpenDomain(domain)).toBe(true);
  });

  it.each([
    'northbridge-university.test',
    'harbour-systems.test',
    'gmail.example.test',
    'notgmail.com',
    'email.com.example.test',
    'yahoo-research.test',
  ])('%s is an organisation domain', (domain) => {
    expect(isOpenDomain(domain)).toBe(false);
  });
});
