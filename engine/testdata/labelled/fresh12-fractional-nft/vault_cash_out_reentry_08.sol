// SPDX-License-Identifier: MIT
pragma solidity ^0.8.17;

interface IERC721 {
    function transferFrom(address from, address to, uint256 id) external;
}

// Token vault: locks one NFT and mints ERC20 fractions. After a buyout auction ends, fraction holders
// cash out their share of the winning bid.
contract TokenVault {
    string public name;
    string public symbol;
    uint8 public constant decimals = 18;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    enum State { inactive, live, ended, redeemed }
    State public auctionState;
    address public immutable token;
    uint256 public immutable id;
    address public curator;
    address payable public winning;
    uint256 public livePrice;

    event Cash(address indexed owner, uint256 shares);

    constructor(address _token, uint256 _id, uint256 _supply, address _curator) {
        token = _token;
        id = _id;
        curator = _curator;
        totalSupply = _supply;
        balanceOf[_curator] = _supply;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        balanceOf[msg.sender] -= amount;
        balanceOf[to] += amount;
        return true;
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[msg.sender][spender] = amount;
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        allowance[from][msg.sender] -= amount;
        balanceOf[from] -= amount;
        balanceOf[to] += amount;
        return true;
    }

    function start() external payable {
        require(auctionState == State.inactive, "no auction starts");
        require(msg.value >= 1 ether, "too low bid");
        auctionState = State.live;
        livePrice = msg.value;
        winning = payable(msg.sender);
    }

    function end() external {
        require(auctionState == State.live, "no auction");
        auctionState = State.ended;
        IERC721(token).transferFrom(address(this), winning, id);
    }

    /// @notice a fraction holder burns every fraction for its share of the sale proceeds
    function cash() external {
        require(auctionState == State.ended, "vault not closed yet");
        uint256 bal = balanceOf[msg.sender];
        require(bal > 0, "no tokens to cash out");
        uint256 share = (bal * address(this).balance) / totalSupply;
        // <yes> <report> REENTRANCY
        (bool ok, ) = msg.sender.call{value: share}("");
        require(ok, "send failed");
        balanceOf[msg.sender] = 0;
        totalSupply -= bal;
        emit Cash(msg.sender, share);
    }
}
