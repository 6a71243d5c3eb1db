pragma solidity ^0.5.16;

/// Keeper network job board: bonded keepers take turns; the keeper whose turn it is may run the job and is paid
/// from the job's credits. A new turn is drawn whenever the job is worked.
contract KeeperRotation {
    uint public constant MIN_BOND = 1 ether;
    uint public constant REWARD = 0.01 ether;

    address public governance;
    address[] public keepers;
    mapping(address => uint) public bonds;
    mapping(address => uint) public credits;
    address public currentKeeper;

    event Worked(address indexed job, address indexed keeper);

    constructor() public {
        governance = msg.sender;
    }

    function bond() external payable {
        require(msg.value >= MIN_BOND, "bond");
        if (bonds[msg.sender] == 0) {
            keepers.push(msg.sender);
        }
        bonds[msg.sender] += msg.value;
    }

    function unbond() external {
        uint amount = bonds[msg.sender];
        require(amount > 0, "none");
        bonds[msg.sender] = 0;
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint i = 0; i < keepers.length; i++) {
            if (keepers[i] == msg.sender) {
                keepers[i] = keepers[keepers.length - 1];
                keepers.pop();
                break;
            }
        }
        msg.sender.transfer(amount);
    }

    function addCredit(address job) external payable {
        credits[job] += msg.value;
    }

    function work(address job, bytes calldata data) external {
        require(msg.sender == currentKeeper || currentKeeper == address(0), "not your turn");
        require(credits[job] >= REWARD, "no credit");
        credits[job] -= REWARD;
        (bool ok, ) = job.call(data);
        require(ok, "job failed");
        // <yes> <report> BAD_RANDOMNESS
        uint seed = uint(keccak256(abi.encodePacked(blockhash(block.number - 1), now, msg.sender)));
        currentKeeper = keepers[seed % keepers.length];
        msg.sender.transfer(REWARD);
        emit Worked(job, msg.sender);
    }
}
