pragma solidity ^0.5.2;

contract Presale {
    address payable public wallet;
    uint256 public goal;
    uint256 public closingTime;
    uint256 public weiRaised;
    address payable[] public contributors;
    mapping(address => uint256) public contributions;
    bool public finalized;

    event Contribution(address indexed buyer, uint256 value);
    event Finalized(bool success);

    constructor(address payable _wallet, uint256 _goal, uint256 _duration) public {
        wallet = _wallet;
        goal = _goal;
        closingTime = now + _duration;
    }

    function contribute() public payable {
        require(now < closingTime);
        require(msg.value >= 0.1 ether);
        if (contributions[msg.sender] == 0) {
            contributors.push(msg.sender);
        }
        contributions[msg.sender] += msg.value;
        weiRaised += msg.value;
        emit Contribution(msg.sender, msg.value);
    }

    function finalize() public {
        require(!finalized);
        require(now >= closingTime);
        finalized = true;
        if (weiRaised >= goal) {
            wallet.transfer(address(this).balance);
            emit Finalized(true);
        } else {
            for (uint256 i = 0; i < contributors.length; i++) {
                uint256 amount = contributions[contributors[i]];
                contributions[contributors[i]] = 0;
                // <yes> <report> DENIAL_OF_SERVICE
                require(contributors[i].send(amount));
            }
            emit Finalized(false);
        }
    }
}
