Feature: The installed command
  `agent-toolkit` as installed (bin/agent-toolkit.js) loads one bundled file of the code the other
  scenarios run module by module (it starts in half the time). It must serve the same tools, and
  what it loads on demand (the filter's regex engine) must be there.

  Scenario: The installed command serves the same tools, and every kind of call works
    Given the installed MCP server is running in the scenario's directory
    And an MCP client is connected to it
    # One V8 worker: on two cores Node's default four preempt the main thread, which judges and answers.
    Then the server process should run with the Node flag "--v8-pool-size=1"
    When the client lists the tools
    Then the tools should be Bash, BashOutput, KillShell, BashInput
    And each listed tool's input schema should equal the tool's declared schema
    When the client calls "Bash" with {"command": "echo from-the-bundle"}
    Then the call should succeed with text "from-the-bundle\n"
    When the client makes every kind of call of every tool
    Then the SDK client should have accepted every result against its tool's outputSchema
