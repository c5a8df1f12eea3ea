// Invented ticket buyers, grouped by where they live, so an event in Lisbon sells mostly to
// Portuguese names and a Bucharest conference to Romanian ones. Mail addresses are made from the
// names on the reserved example.com / example.org domains (seed/demo/events.ts).

import type { Region } from "@/seed/data/events/types";

export const BUYER_NAMES: Record<Region, readonly string[]> = {
  us: [
    "Olivia Bennett", "Marcus Reed", "Priya Raman", "Jordan Ellis", "Hannah Brooks", "Diego Alvarez", "Grace Kim",
    "Tyler Nguyen", "Maya Patel", "Ethan Walsh", "Chloe Martin", "Noah Fischer", "Aaliyah Johnson", "Sam Rivera",
    "Lily Chen", "Owen Murphy", "Zoe Carter", "Isaac Goldberg", "Sofia Russo", "Kevin O'Brien", "Jasmine Wright",
    "Caleb Foster", "Emily Sato", "Andre Thompson", "Rachel Cohen", "Lucas Silva", "Megan Hughes", "Daniel Park",
    "Ava Sullivan", "Jamal Harris", "Claire Donovan", "Ben Okafor", "Hailey Ross", "Victor Huang", "Rosa Delgado",
    "Nathan Price", "Leah Friedman", "Omar Haddad", "Julia Novak", "Tessa Morales", "Gabriel Stein", "Naomi Brooks-Hall",
  ],
  uk: [
    "Oliver Grant", "Charlotte Hughes", "Freya Lawson", "Harry Whitman", "Amelia Clarke", "Kwame Mensah", "Imogen Shaw",
    "Callum Fraser", "Poppy Turner", "Rhys Morgan", "Isla Campbell", "George Bishop",
  ],
  de: [
    "Lena Hoffmann", "Jonas Becker", "Mia Schneider", "Felix Wagner", "Hannah Krüger", "Lukas Schäfer", "Sophie Braun",
    "Maximilian Vogel", "Clara Neumann", "Paul Zimmermann", "Emma Lehmann", "Tim Hartmann", "Marie Koch", "Niklas Weber",
    "Anna Schulz", "Jannik Fuchs", "Laura Meyer", "Moritz Richter", "Leonie Wolf", "Ben Schröder", "Johanna Peters",
    "Finn Köhler", "Greta Lange", "Erik Jansen", "Charlotte Böhm", "Malte Sievers", "Frieda Ahrens", "Ole Petersen",
  ],
  pt: [
    "Inês Carvalho", "João Ferreira", "Beatriz Santos", "Tiago Almeida", "Mariana Costa", "Rui Pereira", "Catarina Sousa",
    "Miguel Rodrigues", "Ana Martins", "Pedro Gonçalves", "Sofia Lopes", "Duarte Ribeiro", "Leonor Marques", "Gonçalo Pinto",
    "Rita Teixeira", "Francisco Moreira",
  ],
  ro: [
    "Andrei Popescu", "Ioana Dumitrescu", "Mihai Ionescu", "Elena Stan", "Alexandru Georgescu", "Maria Constantin",
    "Radu Munteanu", "Ana-Maria Florea", "Bogdan Stoica", "Cristina Marin", "Vlad Tudor", "Diana Moldovan", "Ștefan Rusu",
    "Gabriela Dinu", "Sorin Barbu", "Irina Lungu", "Cătălin Neagu", "Alina Oprea", "Răzvan Matei", "Oana Ciobanu",
    "Adrian Pavel", "Teodora Ilie", "Florin Dobre", "Larisa Preda", "Victor Nistor", "Bianca Șerban", "Tudor Mocanu",
    "Roxana Vasile", "Mircea Enache", "Ilinca Toma", "Dan Săvulescu", "Corina Anghel",
  ],
  tr: [
    "Elif Yılmaz", "Mehmet Kaya", "Zeynep Demir", "Emre Şahin", "Ayşe Çelik", "Burak Aydın", "Selin Öztürk", "Can Arslan",
    "Deniz Koç", "Ece Kurt", "Mert Yıldırım", "İrem Aksoy", "Kerem Doğan", "Gizem Erdem",
  ],
  intl: [
    "Sanne de Vries", "Pieter Jansen", "Lucía Fernández", "Matteo Romano", "Camille Laurent", "Agnieszka Nowak",
    "Tomasz Kowalski", "Eva Novotná", "Nils Andersson", "Aiko Tanabe", "Rahul Mehta", "Chiara Bellini", "Yusuf Okoye",
    "Marta Kovač", "Léa Moreau", "Anders Holm",
  ],
};

/** Reserved example domains; one address per person across the demo. */
export const BUYER_DOMAINS = ["example.com", "example.org"] as const;
