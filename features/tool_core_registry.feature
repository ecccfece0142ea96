Feature: Tool core - registry
  Tools by name: register, look up, list by category, deregister; one process-wide registry.

  Scenario: Registered tools can be found and listed
    Given an empty tool registry
    When I register the test tools
    Then the registry should count 4 tools
    And the registry should list the names Read, Wait, Throw, Types
    And "Read" should exist in the registry
    And "Write" should not exist in the registry
    And getting "Read" should return the Read tool
    And getting "Write" should return nothing
    And the registry should list 1 tool in the category "file"
    And the registry should list 0 tools in the category "web"

  Scenario: A name can be registered only once
    Given an empty tool registry
    When I register the test tools
    Then registering another "Read" tool should fail with "Tool already registered: Read"

  Scenario: Looking up an unknown tool strictly names the ones there are
    Given an empty tool registry
    When I register the test tools
    Then getting "Write" strictly should fail with "Unknown tool: Write. Available tools: Read, Wait, Throw, Types"

  Scenario: Looking up a tool in an empty registry says there are none
    Given an empty tool registry
    Then getting "Read" strictly should fail with "Unknown tool: Read. Available tools: (none)"

  Scenario: Deregistering and clearing
    Given an empty tool registry
    When I register the test tools
    Then deregistering "Wait" should return true
    And deregistering "Wait" should return false
    And the registry should count 3 tools
    When I clear the registry
    Then the registry should count 0 tools

  Scenario: The process-wide registry is one instance until reset
    Given the process-wide registry has the test tools
    Then the process-wide registry should be the same instance each time
    When I reset the process-wide registry
    Then the process-wide registry should be a fresh, empty instance
