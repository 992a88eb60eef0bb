import MotionUI

// Views written the way everyday SwiftUI code is (in the style of public list, navigation and
// sheet tutorials), with only the import changed; StructureSamplesTests runs them.

struct FruitListSample: View {
    @State private var editMode: EditMode = .inactive
    @State private var fruits = ["Apple", "Orange", "Grape"]

    var body: some View {
        NavigationView {
            List {
                ForEach(fruits, id: \.self) { fruit in
                    NavigationLink(destination: Text("You picked \(fruit)")) {
                        Text(fruit)
                    }
                }
                .onDelete(perform: { offsets in
                    fruits.remove(atOffsets: offsets)
                })
            }
            .navigationBarTitle("Fruit")
            .navigationBarItems(trailing: Button {
                editMode = editMode.isEditing ? .inactive : .active
            } label: {
                if editMode.isEditing { Text("Done") } else { Text("Edit") }
            })
            .environment(\.editMode, $editMode)
        }
    }
}

struct ComposeSample: View {
    @State private var composing = false

    var body: some View {
        VStack {
            Button("New message") { composing = true }
        }
        .sheet(isPresented: $composing) {
            NavigationStack {
                Form {
                    Section("To") { Text("Taylor") }
                    Section { Text("Hello!") } footer: { Text("Sent from Motion") }
                }
                .navigationTitle("Message")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { composing = false }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Send") { composing = false }
                    }
                }
            }
            .presentationDetents([.medium, .large])
        }
    }
}

struct PeopleSample: View {
    @State private var people = ["Ada", "Grace"]
    @State private var path: [String] = []
    @State private var confirming = false

    var body: some View {
        TabView {
            NavigationStack(path: $path) {
                List {
                    ForEach(people, id: \.self) { person in
                        NavigationLink(person, value: person)
                    }
                    .onDelete(perform: delete)
                }
                .navigationTitle("People")
                .navigationDestination(for: String.self) { person in
                    Text("Hello, \(person)")
                }
                .toolbar {
                    EditButton()
                    Button("Add") { withAnimation { people.append("Linus") } }
                }
                .alert("Remove everyone?", isPresented: $confirming) {
                    Button("Remove") { people.removeAll() }
                    Button("Keep") {}
                }
            }
            .tabItem { Text("People") }

            Text("Settings")
                .tabItem { Text("Settings") }
        }
    }

    func delete(at offsets: IndexSet) {
        people.remove(atOffsets: offsets)
    }
}
