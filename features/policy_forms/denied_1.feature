Feature: Security policy - dangerous forms are denied (1 of 5)
  The policy judges the parsed command, not its text: every simple command in lists, pipelines,
  subshells, substitutions and functions, after wrappers (sudo, env, nice, timeout, xargs, find -exec)
  are taken off and the scripts of bash -c, eval and shells fed on stdin are parsed again. Flags in any order or spelling,
  quotes, //, /., ~, $HOME and an earlier cd do not hide a danger; text that is never executed is never blocked.
  These are decisions of the policy alone: nothing is launched.
  Each scenario's title says where its forms were found. A scenario checks every row of its table and names each row
  that fails (a scenario a row cost cucumber about 9 ms each, and --parallel sends a scenario's whole file to its
  worker, which is why the forms are in several files).

  Scenario: Dangerous forms are denied: found by a mutant the suite missed (an assignment before echo or printf, env's assignments, or a redirection of its stderr or stdin, leaves what it prints, and so what the shell it feeds runs)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | X=1 echo rm -rf / \| sh |
      | echo rm -rf / 2>/dev/null \| sh |
      | echo rm -rf / 2>&1 \| bash |
      | echo rm -rf / </dev/null \| sh |
      | printf 'rm -rf /' 2>/dev/null \| sh |
      | bash -c "$(echo rm -rf / 2>/dev/null)" |
      | bash -c "$(LC_ALL=C echo rm -rf /)" |
      | env FOO=bar echo rm -rf / \| bash |
      | env -i printf 'rm -rf /' \| sh |

  Scenario: Dangerous forms are denied: found in review (what a wrapper runs prints what it prints: sudo, nice, command, timeout, stdbuf, env with any option or a -S string, and a path to echo or printf, feed the shell the same text)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | sudo echo rm -rf / \| sh |
      | sudo -u root printf 'rm -rf /' \| bash |
      | nice -n 5 echo rm -rf / \| sh |
      | command echo rm -rf / \| sh |
      | nohup echo rm -rf / \| sh |
      | timeout 5 echo rm -rf / \| sh |
      | stdbuf -o0 echo rm -rf / \| sh |
      | env -u HOME echo rm -rf / \| sh |
      | env - echo rm -rf / \| sh |
      | sudo env X=1 nice echo rm -rf / \| sh |
      | /bin/echo rm -rf / \| sh |
      | /usr/bin/printf 'rm -rf /' \| sh |
      | bash -c "$(sudo echo rm -rf /)" |
      | env -S 'echo rm -rf /' \| sh |
      | env --split-string='echo rm -rf /' \| bash |
      | env -S 'FOO=1 echo rm -rf /' \| sh |

  Scenario: Dangerous forms are denied: found in review (words after a redirection's target are echo's, as bash reads them, where the grammar makes them more targets)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | echo 2>/dev/null rm -rf / \| sh |
      | echo rm 2>/dev/null -rf / \| sh |
      | bash -c "$(echo 2>/dev/null rm -rf /)" |

  Scenario: Dangerous forms are denied, saying what was done to the file: found by a mutant the suite missed (a vital file's mode set or its ownership given away)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command                   | reason                                         |
      | chmod 0 /etc/passwd       | chmod sets the mode 0 on /etc/passwd           |
      | chown nobody /etc/shadow  | chown gives nobody the ownership of /etc/shadow |

  Scenario: Dangerous forms are denied: found in review (the package manager's record of what is installed, deleted or emptied: dpkg's status and file lists, rpm's database, pacman's; the whole directories were denied, these not)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command                          | reason                                                 |
      | : > /var/lib/dpkg/status         | the package manager's record of what is installed      |
      | rm -f /var/lib/dpkg/status       | rm deletes /var/lib/dpkg/status                        |
      | rm -rf /var/lib/dpkg/info        | rm deletes /var/lib/dpkg/info                          |
      | rm -rf /var/lib/pacman/local     | rm deletes /var/lib/pacman/local                       |
      | rm -f /var/lib/rpm/rpmdb.sqlite  | rm deletes /var/lib/rpm/rpmdb.sqlite                   |
      | rm -f /etc/passwd                | rm deletes /etc/passwd, which the system needs to boot |

  Scenario: Dangerous forms are denied: found in review (PAM's configuration of logins and sudo; a directory deleted whole with a file the system needs in it: /usr/lib/systemd holds init)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command                       | reason                                            |
      | rm -rf /usr/lib/systemd       | and /usr/lib/systemd/systemd in it                 |
      | cd /usr/lib && rm -rf systemd | and /usr/lib/systemd/systemd in it                 |
      | rm -f /etc/pam.d/*            | rm deletes /etc/pam.d/*                            |
      | rm /etc/pam.d/common-auth     | rm deletes /etc/pam.d/common-auth                  |
      | : > /etc/pam.d/sudo           | empties /etc/pam.d/sudo                            |
      | rm -rf /usr/lib/sudo          | and /usr/lib/sudo/sudoers.so in it                 |
      | rm -rf /usr/lib/openssh       | and /usr/lib/openssh/sshd-session in it            |

  Scenario: Dangerous forms are denied: found in review (~+ is the directory the line is in and ~- the one it was in before, as bash expands them, not folders of the home directory)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | cd / && rm -rf ~+ |
      | cd /usr && rm -rf ~+/* |
      | cd /etc && cd /tmp && rm -rf ~- |

  Scenario: Dangerous forms are denied: found by a mutant the suite missed (an awk program from a file takes more program text from -e and --source, where its operands are data)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | awk -f prog.awk -e 'BEGIN { system("rm -rf /") }' |
      | gawk --file lib.awk --source 'BEGIN { system("rm -rf /") }' data.txt |

  Scenario: Dangerous forms are denied: found in review (on a merged-/usr system /bin, /sbin, /lib and /lib64 are links: rm without -r deletes them, and with them every program; rm -f /* was allowed)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | rm -f /* |
      | rm /bin |
      | unlink /lib64 |
      | sudo rm -f /sbin |
      | cd / && rm -f * |
      | rm -f /lib* |
      | ln -sfn /tmp/x /bin |
      | perl -e 'unlink glob("/*")' |
      | python3 -c 'import os; os.remove("/lib")' |

  Scenario: Dangerous forms are denied: found by a mutant the suite missed (a PowerShell switch given its value, -Recurse:$true, is the switch: Remove-Item recursed and was read as deleting one file)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | pwsh -c 'Remove-Item -Path / -Recurse:$true -Force' |
      | powershell -Command 'Remove-Item C:\\Users -r:$TRUE' |

  Scenario: Dangerous forms are denied: found by a mutant the suite missed (what basename prints of a known path is that path's last segment, so `/$(basename /etc)` is /etc)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | rm -rf /$(basename /etc) |
      | rm -rf "/$(basename /usr/)" |
      | chmod -R 777 /$(basename /boot) |

  Scenario: Dangerous forms are denied: found by a mutant the suite missed (Python keeps a `--` after -c's program in sys.argv, where perl, ruby, node and php take it off)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | python3 -c "import os,sys; os.system(sys.argv[2])" -- "rm -rf /" |
      | perl -e 'system($ARGV[0])' -- "rm -rf /" |

  Scenario: Dangerous forms are denied: found by a mutant the suite missed (openssl writes over the file it is given after -out, and no other)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | openssl req -new -key key.pem -out /etc/passwd |

  Scenario: Dangerous forms are denied: found by a mutant the suite missed (a backslash outside quotes escapes a quote, so what follows `it\\'s` is still read unquoted, and the `((` after it opens two subshells)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | echo it\\'s; ((rm -rf /) ) |
      | echo a\\"b; ((rm -rf /) ) |

  Scenario: Dangerous forms are denied: found while making the policy read each line's tree once (two parentheses that bash reads as subshells, since what the second opens is not closed by `))`; the grammar reads arithmetic)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | ((rm -rf /) ) |
      | ((((rm -rf /) ) ) ) |
      | echo $((rm -rf /) ) |

  Scenario: Dangerous forms are denied: found by a hundred-and-ninety-seventh corpus (bypasses reported in other projects' trackers: unlink handed every file find lists)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | find / \| xargs -I% unlink % |
      | find /etc \| xargs unlink |

  Scenario: Dangerous forms are denied: found by a hundred-and-ninety-sixth corpus, a hunt of ours (a device given as a program's output file; Raspberry Pi Imager's command line)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | mbuffer -i image.img -o /dev/sda |
      | genisoimage -o /dev/sdb ./iso |
      | pv image.img --output=/dev/sdc |
      | rpi-imager --cli raspios.img.xz /dev/sdb |

  Scenario: Dangerous forms are denied: found by a hundred-and-eighty-sixth corpus, a hunt of ours (icacls and takeown as Git Bash spells their options, the registry keys Windows starts from, KDE's trash)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | icacls C:/Windows/System32 //grant Everyone:F //T |
      | takeown //F C:/ //R |
      | reg.exe delete 'HKLM\\SOFTWARE\\Microsoft\\Windows NT' /f |
      | reg delete 'HKLM\\SYSTEM\\CurrentControlSet\\Services' /f |
      | kioclient5 move ~ trash:/ |

  Scenario: Dangerous forms are denied: found by a hundred-and-eighty-fifth corpus, a hunt of ours (tools that empty or delete a directory they are given; projects' environment runners; what a container's shell script does on a bound home)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | python3 -m venv --clear ~ |
      | virtualenv --clear $HOME |
      | cargo clean --target-dir / |
      | conda env remove -p /usr -y |
      | bundle exec jekyll build -d /home/user |
      | mkdocs build -d /etc |
      | hugo -d / --cleanDestinationDir |
      | npx vite build --outDir ~ --emptyOutDir |
      | uv run rm -rf / |
      | poetry run rm -rf ~ |
      | docker run --rm -v $HOME:/data alpine sh -c "rm -rf /data/*" |
      | docker run --rm -v $HOME:/data alpine rm -rf /* |

  Scenario: Dangerous forms are denied: found by a hundred-and-eighty-second corpus (denai's tests: format.com named in any case)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | FoRmAt C: |
      | FORMAT.COM D: /q |

  Scenario: Dangerous forms are denied: found by a hundred-and-eighty-first corpus (a program's name in capitals: where the filesystem ignores case, macOS's and Windows's under Git Bash, WSL or Cygwin, it runs the program)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | RM -rf ~ |
      | Rm -Rf /Users/me |
      | SUDO rm -rf / |
      | sudo RM -rf /etc |
      | MKFS.EXT4 /dev/sda1 |
      | /bin/RM -rf /usr |

  Scenario: Dangerous forms are denied: sshd's configuration or program deleted or emptied: sshd does not start again (nor take a connection: it re-executes itself for each), a remote machine cannot be reached (found by the hundred-and-seventy-sixth corpus; the program in review)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | rm /etc/ssh/sshd_config |
      | : > /etc/ssh/sshd_config |
      | rm -f /usr/sbin/sshd |
      | mv /usr/sbin/sshd /tmp/ |

  Scenario: Dangerous forms are denied: Bun's and Deno's run subcommand reading its program from stdin (run -)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | bun run - <<< 'require("fs").rmSync("/", {recursive:true})' |
      | deno run -A - <<< 'Deno.removeSync("/", {recursive:true})' |

  Scenario: Dangerous forms are denied: found by a hundred-and-seventy-eighth corpus, a hunt of ours (a launchd job the line writes runs its ProgramArguments at login or boot)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | cat > ~/Library/LaunchAgents/x.plist <<EOF\n<plist><dict><key>ProgramArguments</key><array><string>rm</string><string>-rf</string><string>/Users/me</string></array></dict></plist>\nEOF |
      | sudo tee /Library/LaunchDaemons/x.plist <<< '<plist><dict><key>ProgramArguments</key><array><string>/bin/rm</string><string>-rf</string><string>/</string></array></dict></plist>' |

  Scenario: Dangerous forms are denied: found by a hundred-and-seventy-seventh corpus, a hunt of ours (what a container runs on a home bound into it: the home's paths as the host's)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | docker run --rm -v $HOME:/data alpine rm -rf /data |
      | docker run -i --rm -v ~:/h alpine sh -c 'rm -rf /h/*' |
      | podman run --rm --mount type=bind,source=/root,target=/h alpine rm -rf /h |

  Scenario: Dangerous forms are denied: systemd-tmpfiles's r line removes one path (seed 443's mutant read it as nothing)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | echo 'r /etc/passwd' \| systemd-tmpfiles --remove - |
      | printf 'r /etc/shadow\\n' \| systemd-tmpfiles --remove - |

  Scenario: Dangerous forms are denied: found by a hundred-and-seventy-second corpus, a hunt of ours (programs' own ways of running a command line: git's upload-pack, receive-pack and exec, socat's EXEC and SYSTEM addresses in any case, make --eval)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | git --upload-pack='rm -rf /' clone x y |
      | git clone -u 'rm -rf /' x y |
      | git fetch --upload-pack 'rm -rf /' origin |
      | git push --receive-pack='rm -rf /' origin main |
      | git archive --remote=x --exec='rm -rf /' HEAD |
      | socat stdin exec:'rm -rf /' |
      | socat - SYSTEM:'rm -rf /',pty,stderr |
      | make -s --eval=$'x:\\n\\t-rm -rf /' |
      | make -E $'all:\\n\\trm -rf ~' |

  Scenario: Dangerous forms are denied: found by a hundred-and-seventieth corpus, a hunt of ours (a volume group reduced past its missing disk, with the volumes on it)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | vgreduce --removemissing --force vg0 |
      | vgreduce --removemissing -f vg0 |

  Scenario: Dangerous forms are denied: found by a hundred-and-sixty-ninth corpus, a hunt of ours (babashka's, Elixir's and Racket's tree deletes; Raku's shell and word lists)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | bb -e '(babashka.fs/delete-tree "/")' |
      | elixir -e 'File.rm_rf!("/")' |
      | racket -e '(delete-directory/files "/")' |
      | raku -e 'shell "rm -rf /"' |
      | raku -e 'run <rm -rf />' |
      | perl6 -e 'run <rm -rf />' |

  Scenario: Dangerous forms are denied: found by a hundred-and-sixty-fourth corpus (schlock's delegation tests: what a group, subshell, loop or if statement is given on stdin, or is piped, reaches the shell in it; a here-string on descriptor 0, or on one stdin copies)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | ( bash ) <<< "rm -rf /" |
      | { bash; } <<< "rm -rf /" |
      | ( timeout 5 bash ) <<< "rm -rf /" |
      | { true; bash; } <<< "rm -rf /" |
      | ( true; bash ) <<< "rm -rf /" |
      | { echo pre; bash; } <<< "rm -rf /" |
      | while :; do bash; done <<< "rm -rf /" |
      | if true; then bash; fi <<< "rm -rf /" |
      | for i in 1; do bash; done <<< "rm -rf /" |
      | { bash; } <<EOF\nrm -rf /\nEOF |
      | echo 'rm -rf /' \| (bash) |
      | echo 'rm -rf /' \| { true; bash; } |
      | bash 0<<< "rm -rf /" |
      | bash 3<<< "rm -rf /" <&3 |
      | bash 3<<< "rm -rf /" 0<&3 |
      | bash 3<<< "rm -rf /" 4<&3 <&4 |
      | bash -c 'eval "$(cat)"' <<< 'rm -rf /' |

  Scenario: Dangerous forms are denied: found by a hundred-and-sixty-third corpus (schlock's tests: an awk program's values given by -v and as ARGV)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | awk 'BEGIN{c=ARGV[1]; print 1 \| c}' 'rm -rf /' |
      | gawk 'BEGIN{c=ARGV[1]; print 1 \| c}' 'rm -rf /' |
      | awk 'BEGIN{system(ARGV[2])}' x 'rm -rf /' |
      | awk -v c='rm -rf /' 'BEGIN{system(c)}' |
      | awk -vc='rm -rf /' 'BEGIN{system(c)}' |
      | awk --assign=c='rm -rf ~' 'BEGIN{system(c)}' |
      | awk -F: -v c='rm -rf /etc' 'BEGIN{system(c)}' |

  Scenario: Dangerous forms are denied: found by a hundred-and-sixtieth corpus (macOS's /private/home as /home)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | rm -rf /private/home |

  Scenario: Dangerous forms are denied: a brace list after a quoted part of a word expands (only a quoted list does not)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | X=/; rm -rf "$X"{usr,etc} |
      | X=/; rm -rf "$X"/{bin,lib} |

  Scenario: Dangerous forms are denied: systemd's run0 takes off as sudo does (it was a carrier of a command line, asked about)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | run0 rm -rf / |
      | run0 -D / rm -rf * |
      | run0 --user=root sh -c 'rm -rf /etc' |

  Scenario: Dangerous forms are denied: found by a hundred-and-fifty-seventh corpus (a one-liner's arguments read where it reads them; literals joined into its command line)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | python3 -c 'import shutil, sys; shutil.rmtree(sys.argv[1])' / |
      | node -e 'require("fs").rmSync(process.argv[1], { recursive: true, force: true })' /usr |
      | ruby -e 'require "fileutils"; FileUtils.rm_rf(ARGV[0])' /etc |
      | perl -MFile::Path -e 'rmtree($ARGV[0])' /var |
      | php -r 'system("rm -rf " . $argv[1]);' / |
      | python3 -c 'import os; os.system("rm -rf " + "/")' |

  Scenario: Dangerous forms are denied: found by a hundred-and-fifty-fifth corpus (program files tools run without being named: conftest.py, setup.py, Rakefile, gulpfile.js, pre-commit's hooks)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | echo 'import shutil; shutil.rmtree("/home/user")' > conftest.py && pytest |
      | echo 'import shutil; shutil.rmtree("/home/user")' > conftest.py && python3 -m pytest -q |
      | echo 'import os; os.system("rm -rf /")' > setup.py && pip install . |
      | printf 'repos:\\n- repo: local\\n  hooks:\\n  - id: x\\n    name: x\\n    entry: rm -rf ~\\n    language: system\\n' > .pre-commit-config.yaml && pre-commit run --all-files |
      | echo 'task :default do sh "rm -rf /" end' > Rakefile && rake |
      | echo 'require("child_process").execSync("rm -rf ~")' > gulpfile.js && npx gulp |

  Scenario: Dangerous forms are denied: found by a hundred-and-fifty-fourth corpus (fd's -x and -X run as find's -exec; rg --files, fd and locate listing every file into xargs)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | fd -H . ~ -X rm -rf |
      | fd . / -x rm -rf |
      | fdfind -t f . /etc -X rm -f |
      | rg --files ~ \| xargs rm -f |
      | rg --files / \| xargs rm -f |
      | locate '*' \| xargs rm -f |
      | plocate -r '.*' \| xargs rm -rf |
      | fd . /usr \| xargs rm -rf |

  Scenario: Dangerous forms are denied: found by a hundred-and-fifty-second corpus (cmd.exe's %VARIABLES%, its cd and for loops; robocopy /MIR of an empty folder)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | cmd /c rd /s /q %USERPROFILE% |
      | cmd /c "del /f /s /q %SystemDrive%\\*" |
      | cmd.exe /c "rmdir /s /q %HOMEDRIVE%%HOMEPATH%" |
      | cmd /c rd /s /q "%SystemRoot%" |
      | cmd /c format %SystemDrive% /q /y |
      | cmd /c "cd /d C:\\ && rd /s /q ." |
      | cmd /c "for /d %i in (C:\\*) do rd /s /q %i" |
      | robocopy 'C:\\empty' 'C:\\' /MIR |
      | robocopy ./empty ~ /PURGE |

  Scenario: Dangerous forms are denied: found by a hundred-and-fifty-first corpus (every process of the account named at run time)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | pkill -9 -u $USER |
      | killall -u "$(whoami)" |

  Scenario: Dangerous forms are denied: found by a hundred-and-fiftieth corpus (awk's sprintf computing the command's name from character codes)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | awk 'BEGIN{system(sprintf("%c%c -rf /",114,109))}' |

  Scenario: Dangerous forms are denied: found by a hundred-and-forty-seventh corpus (a filesystem's UUID changed, a disk locked by a password)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | btrfstune -u /dev/sda2 |
      | hdparm --user-master u --security-set-pass secret /dev/sda |

  Scenario: Dangerous forms are denied: found by a hundred-and-forty-fifth corpus (codex's Windows tests' shapes: PowerShell's deletions in blocks and groups, -Command: and /Command, Invoke-Expression, Start-Process, a recursive listing piped into Remove-Item, cmd /r)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | powershell -Command "if ($true) { Remove-Item C:\\ -Recurse -Force}" |
      | powershell -Command '[void]( Remove-Item C:\\Windows -Recurse -Force)]' |
      | powershell -Command:"Remove-Item -Path 'C:\\' -Recurse -Force" |
      | powershell /command "Remove-Item -Path 'C:\\Windows' -Recurse -Force" |
      | cmd /r rd /s /q C:\\\\ |
      | pwsh -NoLogo -NoProfile -NonInteractive -Command 'Get-ChildItem -Path / -Recurse \| Remove-Item -Force' |
      | pwsh -c '& { Remove-Item ~ -Recurse -Force }' |
      | pwsh -c 'Invoke-Expression "Remove-Item / -Recurse -Force"' |
      | pwsh -c 'iex "rm -r -fo /"' |
      | pwsh -c 'Start-Process -FilePath rm -ArgumentList "-rf","/"' |
      | pwsh -c 'Start-Process bash -ArgumentList "-c","rm -rf /"' |

  Scenario: Dangerous forms are denied: found by a hundred-and-forty-second corpus (macOS: its sealed system volume, its boot and data volumes by other names, Finder moving the home or the disk to the Trash)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | sudo rm -rf /System/Library/CoreServices |
      | sudo rm -rf /Volumes/Macintosh\\ HD/Users |
      | rm -rf /System/Volumes/Data/Users |
      | osascript -e 'tell application "Finder" to delete every item of home' |
      | osascript -e 'tell application "Finder" to delete every item of startup disk' |
      | osascript -e 'tell application "Finder" to delete folder "Macintosh HD:Users:ann"' |

  Scenario: Dangerous forms are denied: found by a hundred-and-forty-first corpus (incident reports: cmd's rd from Git Bash, .NET's Directory.Delete, PowerShell's writers, its home variables)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | cmd //c "rd /s /q C:\\\\Windows" |
      | powershell -c "[System.IO.Directory]::Delete('C:\\\\Users', \\$true)" |
      | pwsh -c '[IO.Directory]::Delete($env:USERPROFILE, $true)' |
      | pwsh -c '[System.IO.Directory]::Delete("/etc", $true)' |
      | pwsh -c '[IO.File]::Delete("/etc/passwd")' |
      | pwsh -c 'del -Recurse -Force $HOME' |
      | pwsh -c 'Remove-Item -Path $env:HOME -Recurse -Force' |
      | powershell -c 'Remove-Item -Recurse -Force $env:USERPROFILE\\*' |
      | pwsh -c 'Remove-Item -Recurse -Force "${env:SystemRoot}"' |
      | pwsh -Command "Set-Content -Path /etc/passwd -Value ''" |
      | pwsh -c 'Clear-Content /etc/shadow' |
      | pwsh -c '"" \| Out-File /etc/fstab' |
      | pwsh -c '[IO.File]::WriteAllText("/etc/fstab", "")' |

  Scenario: Dangerous forms are denied: found by a hundred-and-fortieth corpus (macOS's and NetBSD's gpt removing a partition table, chmod made unrunnable)
    Then the policy should deny each command, and allow its words given to echo as text:
      | command |
      | gpt destroy disk0 |
      | gpt remove -i 1 disk0 |
      | sudo gpt destroy /dev/disk2 |
      | chmod -x /bin/chmod |
      | chmod 644 /usr/bin/chmod |
