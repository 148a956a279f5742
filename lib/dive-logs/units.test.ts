import { describe, expect, it } from "vitest";
import {
  barToPsi, celsiusToFahrenheit, cuftToLitres, fahrenheitToCelsius, feetToMetres, fromKg, litresToCuft, metresToFeet,
  psiToBar, round, toKelvin, toMetres, toPascal,
} from "@/lib/dive-logs/units";

// Known values from the definitions (NIST SP 811) and from everyday diving.
describe("units", () => {
  it("converts depths: 1 ft = 0.3048 m exactly; 33 ft ≈ 10 m; 350 m ≈ 1148.3 ft", () => {
    expect(feetToMetres(1)).toBe(0.3048);
    expect(feetToMetres(100)).toBeCloseTo(30.48, 10);
    expect(metresToFeet(10)).toBeCloseTo(32.8084, 4);
    expect(metresToFeet(350)).toBeCloseTo(1148.294, 3);
    expect(toMetres(130, "ft")).toBeCloseTo(39.624, 10);
    expect(toMetres(18, "m")).toBe(18);
  });

  it("converts pressures: 1 bar = 14.5038 psi; 3000 psi ≈ 206.8 bar; 200 bar ≈ 2900.8 psi", () => {
    expect(barToPsi(1)).toBeCloseTo(14.5038, 4);
    expect(psiToBar(3000)).toBeCloseTo(206.843, 3);
    expect(barToPsi(200)).toBeCloseTo(2900.75, 2);
    expect(psiToBar(barToPsi(232))).toBeCloseTo(232, 10);
    expect(toPascal(1, "bar")).toBe(100_000);
    expect(toPascal(1, "psi")).toBeCloseTo(6894.757, 3);
  });

  it("converts temperatures: 0 °C = 32 °F, 100 °C = 212 °F, −40 is the same in both, 25 °C = 298.15 K", () => {
    expect(celsiusToFahrenheit(0)).toBe(32);
    expect(celsiusToFahrenheit(100)).toBe(212);
    expect(fahrenheitToCelsius(-40)).toBe(-40);
    expect(fahrenheitToCelsius(77)).toBe(25);
    expect(toKelvin(25, "c")).toBeCloseTo(298.15, 10);
    expect(toKelvin(77, "f")).toBeCloseTo(298.15, 10);
  });

  it("converts volumes and weights: 1 cuft = 28.3168 L; an AL80's 77.4 cuft ≈ 2191.7 L; 1 lb = 0.45359237 kg", () => {
    expect(cuftToLitres(1)).toBeCloseTo(28.316846592, 9);
    expect(cuftToLitres(77.4)).toBeCloseTo(2191.72, 2);
    expect(litresToCuft(28.316846592)).toBeCloseTo(1, 12);
    expect(fromKg(50, "lb")).toBeCloseTo(110.231, 3);
  });

  it("rounds half away from zero without binary surprises", () => {
    expect(round(1.005, 2)).toBe(1.01);
    expect(round(17.633, 1)).toBe(17.6);
    expect(round(-2.25, 1)).toBe(-2.3);
    expect(round(0.125, 2)).toBe(0.13);
  });
});
