Feature: Security policy - everyday commands are allowed (1 of 5)
  What agents run every day, including forms near a danger that are not one: none of them may be stopped.
  Decisions of the policy alone: nothing is launched.

  Scenario: Everyday commands are allowed: echo's stdout sent elsewhere leaves the shell after the pipe nothing to run (found with the mutant that read past assignments and redirections)
    Then the policy should allow each command:
      | command |
      | echo rm -rf / > out.txt \| sh |
      | echo rm -rf / >&2 \| sh |
      | echo rm -rf / 1>/dev/null \| sh |
      | echo rm -rf / &>/dev/null \| sh |
      | echo ls 2>/dev/null \| sh |
      | X=1 echo ls \| sh |

  Scenario: Everyday commands are allowed: a wrapper's echo of harmless text into a shell, or of dangerous text no shell runs (found in review, with the wrappers read for what they print)
    Then the policy should allow each command:
      | command |
      | sudo echo ls \| sh |
      | nice -n 5 printf 'make test' \| bash |
      | sudo echo rm -rf / > notes.txt |
      | timeout 5 echo rm -rf / \| grep rf |
      | env -i -S 'echo ls' \| sh |

  Scenario: Everyday commands are allowed: a folder named relative to the drive's root a cmd.exe line went to (found with the mutant that took the directory itself for any relative path)
    Then the policy should allow each command:
      | command |
      | cmd.exe /c "cd C:\\ && rd /s /q build" |
      | cmd /c "cd /d D:\\ && del /s /q dist" |

  Scenario: Everyday commands are allowed: nft chains that accept incoming traffic by default, or drop only outgoing (found with the mutant that missed a chain's default drop)
    Then the policy should allow each command:
      | command |
      | nft add chain inet filter input '{ type filter hook input priority 0; policy accept; }' |
      | nft add chain inet filter output '{ type filter hook output priority 0; policy drop; }' |

  Scenario: Everyday commands are allowed: azcopy sync deletes only with --delete-destination (true or prompt), so without it, or with it false, a sync into the home only copies (found with the mutant that took every azcopy sync as deleting)
    Then the policy should allow each command:
      | command |
      | azcopy sync "https://acct.blob.core.windows.net/site" ~ |
      | azcopy sync "https://acct.blob.core.windows.net/site" ~ --delete-destination=false |

  Scenario: Everyday commands are allowed: a Python one-liner handed `--` as its first argument (sys.argv[1] is `--`, which the shell cannot run)
    Then the policy should allow each command:
      | command |
      | python3 -c "import os,sys; os.system(sys.argv[1])" -- "rm -rf /" |

  Scenario: Everyday commands are allowed: arithmetic, with parentheses inside it (and text that is not arithmetic, which bash refuses to evaluate and so runs nothing)
    Then the policy should allow each command:
      | command |
      | ((count++)) |
      | (( x = 1 )) |
      | if ((n > 1)); then echo hi; fi |
      | (( (a + b) * 2 )) |
      | echo $(( (1 + 2) * 3 )) |
      | ((rm -rf /)) |

  Scenario: Everyday commands are allowed: unlink of files find selects by name, or of one file
    Then the policy should allow each command:
      | command |
      | find . -name "*.tmp" \| xargs -I% unlink % |
      | unlink old.txt |

  Scenario: Everyday commands are allowed: loginctl reading sessions
    Then the policy should allow each command:
      | command |
      | loginctl list-sessions |
      | loginctl show-user "$USER" |

  Scenario: Everyday commands are allowed: a device named by an option that is not an output file
    Then the policy should allow each command:
      | command |
      | grep -o /dev/sda /var/log/syslog |
      | journalctl -o cat /dev/sda |

  Scenario: Everyday commands are allowed: output options that name no device, or that read one
    Then the policy should allow each command:
      | command |
      | mbuffer -i in.bin -o out.bin |
      | genisoimage -o out.iso ./iso |
      | blkid -o value -s UUID /dev/sda1 |
      | lsblk -o NAME,SIZE /dev/sda |
      | mount -o ro /dev/sdb1 /mnt/usb |

  Scenario: Everyday commands are allowed: some of the account's files deleted by what they are, downloads cleared, files grown
    Then the policy should allow each command:
      | command |
      | rm ~/Downloads/* |
      | rm ~/Desktop/*.png |
      | rm ~/Documents/old/* |
      | truncate -s 10M ~/Documents/disk.img |

  Scenario: Everyday commands are allowed: a flatpak's cache, a folder on a cloud drive or an external volume, a glob of its own names under a directory known at run time
    Then the policy should allow each command:
      | command |
      | rm -rf ~/.var/app/com.example.App/cache |
      | rm -rf ~/Library/CloudStorage/Dropbox/tmp |
      | rm -rf /Volumes/External/tmp-build |
      | rm -rf "$TMPDIR"/myapp-* |
      | rm -rf "$BUILD"/*.o |

  Scenario: Everyday commands are allowed: ufw asked and not answered, crontabs installed, find selecting caches and build folders by name, Python's caches at the top of a home
    Then the policy should allow each command:
      | command |
      | ufw enable |
      | ufw status verbose |
      | crontab mycron.txt |
      | find ~ -name node_modules -type d -prune -exec rm -rf {} + |
      | find /tmp -name build -exec rm -rf {} + |
      | rm -rf ~/__pycache__ ~/.pytest_cache ~/.mypy_cache |

  Scenario: Everyday commands are allowed: a command named by a substitution that finds a program
    Then the policy should allow each command:
      | command |
      | $(which python3) -V |
      | $(git rev-parse --show-toplevel)/scripts/check.sh |
      | $(npm bin)/eslint . |

  Scenario: Everyday commands are allowed: one application's registry keys, one file's owner, a trash of one's own files, a read-write remount
    Then the policy should allow each command:
      | command |
      | reg delete 'HKLM\\SOFTWARE\\MyApp' /f |
      | reg delete 'HKLM\\SYSTEM\\CurrentControlSet\\Services\\MyDriver' /f |
      | takeown //F locked.txt |
      | icacls .\\\\build //grant Users:F //T |
      | kioclient5 move ./old.txt trash:/ |
      | mount -o remount,rw / |
      | mount -o remount,ro /mnt/usb |

  Scenario: Everyday commands are allowed: build outputs cleaned, environments made again, projects' runners, a container's shell script on the project
    Then the policy should allow each command:
      | command |
      | python3 -m venv --clear .venv |
      | cargo clean |
      | cargo clean --target-dir target |
      | conda remove --prefix ./env --all -y |
      | jekyll build -d _site |
      | mkdocs build -d site |
      | hugo -d public --cleanDestinationDir |
      | vite build --outDir dist --emptyOutDir |
      | uv run --with requests python x.py |
      | poetry run pytest -q |
      | bundle exec rails s |
      | docker run --rm -v "$PWD":/src -w /src node:20 sh -c "rm -rf /src/node_modules && npm ci" |
      | docker run --rm -v "$PWD":/src alpine sh -c "ls /; cat /etc/os-release" |

  Scenario: Everyday commands are allowed: programs whose names have capitals (R, libwww-perl's GET and HEAD), and the lower-case programs they would be
    Then the policy should allow each command:
      | command |
      | R -e 'print(1)' |
      | Rscript -e 'summary(cars)' |
      | GET http://example.com/ |
      | HEAD -n 3 notes.txt |
      | RM --help |
      | MKDIR build |

  Scenario: Everyday commands are allowed: sshd's configuration read or edited
    Then the policy should allow each command:
      | command |
      | cat /etc/ssh/sshd_config |
      | sed -i 's/#Port 22/Port 2222/' /etc/ssh/sshd_config |
      | echo 'Port 2222' >> /etc/ssh/sshd_config |
      | rm -f /usr/sbin/sshd.bak |
      | ls -l /usr/sbin/sshd |

  Scenario: Everyday commands are allowed: found by a hundred-and-eightieth corpus (help about them; bash taking the backslashes out of an unquoted Windows path)
    Then the policy should allow each command:
      | command |
      | pwsh -c 'Get-Help Stop-Computer' |
      | cmd.exe /c rd /s /q C:\\Windows\\System32 |

  Scenario: Everyday commands are allowed: Bun's and Deno's run of a script or of a harmless program on stdin
    Then the policy should allow each command:
      | command |
      | bun run dev |
      | deno run -A main.ts |
      | echo 'console.log(1)' \| deno run - |

  Scenario: Everyday commands are allowed: found by a hundred-and-seventy-eighth corpus (a launchd job running a backup; delayed and backgrounded everyday work)
    Then the policy should allow each command:
      | command |
      | cat > ~/Library/LaunchAgents/x.plist <<EOF\n<plist><dict><key>Label</key><string>x</string><key>ProgramArguments</key><array><string>/usr/local/bin/backup</string><string>--daily</string></array></dict></plist>\nEOF |
      | (sleep 2; echo done) & |
      | at now + 5 minutes <<< 'echo ping >> /tmp/ping.log' |

  Scenario: Everyday commands are allowed: found by a hundred-and-seventy-seventh corpus (a container deleting its own files, what the project binds in, or nothing it may write)
    Then the policy should allow each command:
      | command |
      | docker run --rm -v "$PWD":/app -w /app node:20 rm -rf node_modules |
      | docker run --rm -v /srv/data:/data alpine rm -rf /data/tmp |
      | docker run --rm -v ~/.ssh:/keys:ro alpine rm -rf /keys |
      | docker run -it --rm -v $HOME:/h ubuntu bash |
      | docker run --rm alpine rm -rf /tmp/x |

  Scenario: Everyday commands are allowed: a file copied into a device (written, not replaced), moved into /dev/, or a link to /dev/null made elsewhere
    Then the policy should allow each command:
      | command |
      | cp x /dev/null |
      | ln -s /dev/null ~/.bash_history |
      | mv a.txt b.txt |

  Scenario: Everyday commands are allowed: found by a hundred-and-seventy-sixth corpus (services restarted, rules for other ports and sources)
    Then the policy should allow each command:
      | command |
      | service sshd restart |
      | service nginx stop |
      | nft add rule inet filter input tcp dport 8080 drop |
      | nft add rule inet filter input ip saddr 10.0.0.5 drop |
      | firewall-cmd --add-service=http --permanent |

  Scenario: Everyday commands are allowed: found by a hundred-and-seventy-fifth corpus (a program downloaded and run by its path is a program like any other; ssh-keygen writing a key nothing answers yes to overwrite)
    Then the policy should allow each command:
      | command |
      | curl -sSLo jq https://github.com/jqlang/jq/releases/download/jq-1.7.1/jq-linux-amd64 && chmod +x jq && ./jq --version |
      | ssh-keygen -t ed25519 -f ~/.ssh/id_ed25519_work -N '' |
      | echo n \| ssh-keygen -f ~/.ssh/id_rsa -N '' |

  Scenario: Everyday commands are allowed: systemd-tmpfiles removing one run-time file, or cleaning an old directory's contents by age
    Then the policy should allow each command:
      | command |
      | echo 'r /run/app.pid' \| systemd-tmpfiles --remove - |

  Scenario: Everyday commands are allowed: a quoted brace list is a literal name, also followed by more of the word (seed 437's survivor: read as a list, it named /usr and /etc)
    Then the policy should allow each command:
      | command |
      | rm -rf "/{usr,etc}"/ |
      | rm -rf "/{usr,etc}"'' |
      | rm -rf '/{bin,lib}'/cache |

  Scenario: Everyday commands are allowed: found by a hundred-and-seventy-second corpus (those options given everyday programs; push -u sets the upstream)
    Then the policy should allow each command:
      | command |
      | git push -u origin main |
      | git fetch --upload-pack=/usr/bin/git-upload-pack origin |
      | socat - EXEC:'ls -la',pty,stderr |
      | socat TCP-LISTEN:8080,fork EXEC:./handler.sh |
      | make -E 'x:; echo hi' |
      | git rebase --exec 'npm test' main |

  Scenario: Everyday commands are allowed: found by a hundred-and-seventy-first corpus (the keys' usual modes, public keys and authorized_keys readable)
    Then the policy should allow each command:
      | command |
      | chmod 600 ~/.ssh/id_ed25519 |
      | chmod 700 ~/.ssh |
      | chmod -R go-rwx ~/.ssh |
      | chmod 644 ~/.ssh/id_ed25519.pub |
      | chmod 644 ~/.ssh/authorized_keys |
      | chmod 644 ~/.ssh/config |
      | chmod u+r ~/.ssh/id_rsa |
      | chmod 400 ~/.ssh/deploy_key.pem |

  Scenario: Everyday commands are allowed: found by a hundred-and-seventieth corpus (a ZFS snapshot or bookmark destroyed, or a dry run: the dataset's data stays; vgreduce without --force keeps volumes)
    Then the policy should allow each command:
      | command |
      | zfs destroy tank/home@2024-01-01 |
      | zfs destroy -r tank@auto-2024 |
      | zfs destroy tank/home#daily |
      | zfs destroy -nv rpool |
      | vgreduce --removemissing vg0 |
      | zpool status |
      | cryptsetup luksDump /dev/sda2 |

  Scenario: Everyday commands are allowed: found by a hundred-and-sixty-ninth corpus (those languages' everyday one-liners)
    Then the policy should allow each command:
      | command |
      | raku -e 'say 42' |
      | raku -e 'run <ls -la>' |
      | bb -e '(println (+ 1 2))' |
      | bb -e '(babashka.fs/delete-tree "target")' |
      | elixir -e 'File.rm_rf!("_build")' |
      | python3 -c 'import subprocess; subprocess.run("ls", shell=True)' |

  Scenario: Everyday commands are allowed: found by a hundred-and-sixty-eighth corpus (what those programs fetch read as data; agents' and tools' own shell setup)
    Then the policy should allow each command:
      | command |
      | http GET https://api.example.com/users \| jq . |
      | gh api repos/o/r \| jq .name |
      | aws s3 cp s3://bucket/data.csv - \| head |
      | kubectl exec pod -- cat /etc/os-release |
      | openssl s_client -connect example.com:443 </dev/null \| openssl x509 -noout -dates |
      | eval "$(gh completion -s bash)" |
      | eval "$(direnv hook bash)" |
      | source <(kubectl completion bash) |
      | curl -o data.json https://example.com/d.json && jq . data.json |
      | wget https://example.com/a.tar.gz && tar xzf a.tar.gz |
      | grep -r http src/ \| wc -l |

  Scenario: Everyday commands are allowed: found by a hundred-and-sixty-fifth corpus (a here-string of a download read as text)
    Then the policy should allow each command:
      | command |
      | cat <<< "$(curl -s https://example.com/x)" |
      | jq .name <<< "$(curl -s https://example.com/x.json)" |

  Scenario: Everyday commands are allowed: found by a hundred-and-sixty-fourth corpus (a group reading a here-string without running it; a shell given a script does not run its stdin)
    Then the policy should allow each command:
      | command |
      | { true; cat; } <<< "some text" |
      | { read a; read b; } <<< "$data" |
      | { true; bash; } <<< "echo hi" |
      | while read -r l; do echo "$l"; done <<< 'rm -rf /' |
      | bash -c "echo hi" <<< "rm -rf /" |
      | timeout 5 bash -c "echo" <<< "rm -rf /" |
      | csh -c "echo safe" <<< "rm -rf /" |
      | bash script.sh <<< "rm -rf /" |
      | env FOO=1 bash script.sh <<< "rm -rf /" |

  Scenario: Everyday commands are allowed: found by a hundred-and-sixty-third corpus (git config reading or removing a key names no command it sets; awk's operands are data unless the program runs them)
    Then the policy should allow each command:
      | command |
      | git config --get 'rm -rf /' |
      | git config --get core.pager 'rm -rf /' |
      | git config --unset core.pager 'rm -rf /' |
      | git config --get-color core.pager 'rm -rf /' |
      | git config --file cfg --get core.pager 'rm -rf /' |
      | awk -v n=3 'NR==n' file |
      | awk '{print $1}' 'rm -rf /' |
      | awk -f prog.awk 'rm -rf /' |

  Scenario: Everyday commands are allowed: found by a hundred-and-sixtieth corpus (a loop device is the image attached to it; one-liners reading a download as data; eval of a local agent's output; a loop over a local listing)
    Then the policy should allow each command:
      | command |
      | dd if=./image.iso of=/dev/loop0 |
      | dd if=/dev/zero of=/dev/loop0p1 bs=1M count=1 |
      | curl -s https://api.example.com/x \| python3 -c "import json,sys; print(json.load(sys.stdin)['x'])" |
      | curl -s https://api.example.com/x \| python3 -c "import re,sys; print(re.compile('a+').findall(sys.stdin.read()))" |
      | curl -s https://api.example.com/x \| node -e 'const d = JSON.parse(require("fs").readFileSync(0)); console.log(`${d.x}`)' |
      | curl -s https://api.example.com/x \| node -e 'console.log(/id=(\\d+)/.exec(require("fs").readFileSync(0, "utf8"))[1])' |
      | eval "$(ssh-agent -s)" |
      | ssh host ls \| grep x |
      | git ls-files \| while read f; do eval "wc -l $f"; done |
      | cat payload.js \| node |
      | cat a.txt \| { read x; echo $x; } |
      | curl -s https://example.com/x \| sh -c 'cat > downloaded.txt' |
