pragma solidity ^0.4.23;

// A 2018 dividend contract: any shareholder joins a growing list, and one distribution pays them all in one
// loop with transfer; a shareholder contract that rejects ether, or a list long enough, blocks every dividend.
contract DividendDistributor {
    address public owner;
    address[] public shareholders;
    mapping(address => uint) public shares;
    mapping(address => bool) public isShareholder;
    uint public totalShares;
    uint public sharePrice = 0.05 ether;

    event SharesBought(address indexed holder, uint amount);
    event DividendsPaid(uint total);

    modifier onlyOwner() {
        require(msg.sender == owner);
        _;
    }

    constructor() public {
        owner = msg.sender;
    }

    function buyShares() public payable {
        require(msg.value >= sharePrice);
        uint amount = msg.value / sharePrice;
        if (!isShareholder[msg.sender]) {
            isShareholder[msg.sender] = true;
            shareholders.push(msg.sender);
        }
        shares[msg.sender] += amount;
        totalShares += amount;
        emit SharesBought(msg.sender, amount);
    }

    function distributeDividends() public payable onlyOwner {
        require(msg.value > 0 && totalShares > 0);
        uint perShare = msg.value / totalShares;
        // <yes> <report> DENIAL_OF_SERVICE
        for (uint i = 0; i < shareholders.length; i++) {
            address holder = shareholders[i];
            holder.transfer(shares[holder] * perShare);
        }
        emit DividendsPaid(msg.value);
    }

    function holdersCount() public view returns (uint) {
        return shareholders.length;
    }
}
