// SPDX-License-Identifier: MIT
pragma solidity ^0.8.18;

abstract contract Context {
    function _msgSender() internal view virtual returns (address) {
        return msg.sender;
    }
}

abstract contract Ownable is Context {
    address private _owner;

    event OwnershipTransferred(address indexed previousOwner, address indexed newOwner);

    constructor() {
        _owner = _msgSender();
        emit OwnershipTransferred(address(0), _owner);
    }

    function owner() public view returns (address) {
        return _owner;
    }

    modifier onlyOwner() {
        require(owner() == _msgSender(), "Ownable: caller is not the owner");
        _;
    }

    function renounceOwnership() public onlyOwner {
        emit OwnershipTransferred(_owner, address(0));
        _owner = address(0);
    }
}

/// Buy/sell tax token. Taxes go to the marketing wallet; the team "renounced" after launch, but the tax setter
/// was left without its modifier during a refactor.
contract PepeClassic is Context, Ownable {
    string public name = "Pepe Classic";
    string public symbol = "PEPEC";
    uint8 public decimals = 18;
    uint256 public totalSupply = 420_690_000_000 ether;

    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;
    mapping(address => bool) public automatedMarketMakerPairs;

    address public marketingWallet;
    uint256 public buyTax = 2;
    uint256 public sellTax = 2;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);
    event TaxesUpdated(uint256 buyTax, uint256 sellTax);

    constructor(address _marketing, address _pair) {
        marketingWallet = _marketing;
        automatedMarketMakerPairs[_pair] = true;
        balanceOf[_msgSender()] = totalSupply;
        emit Transfer(address(0), _msgSender(), totalSupply);
    }

    function updateTaxes(uint256 _buyTax, uint256 _sellTax) external {
        require(_buyTax <= 25 && _sellTax <= 25, "tax too high");
        // <yes> <report> ACCESS_CONTROL
        buyTax = _buyTax;
        sellTax = _sellTax;
        emit TaxesUpdated(_buyTax, _sellTax);
    }

    function approve(address spender, uint256 amount) external returns (bool) {
        allowance[_msgSender()][spender] = amount;
        emit Approval(_msgSender(), spender, amount);
        return true;
    }

    function transfer(address to, uint256 amount) external returns (bool) {
        _transfer(_msgSender(), to, amount);
        return true;
    }

    function transferFrom(address from, address to, uint256 amount) external returns (bool) {
        allowance[from][_msgSender()] -= amount;
        _transfer(from, to, amount);
        return true;
    }

    function _transfer(address from, address to, uint256 amount) internal {
        uint256 tax;
        if (automatedMarketMakerPairs[from]) {
            tax = (amount * buyTax) / 100;
        } else if (automatedMarketMakerPairs[to]) {
            tax = (amount * sellTax) / 100;
        }
        balanceOf[from] -= amount;
        balanceOf[to] += amount - tax;
        balanceOf[marketingWallet] += tax;
        emit Transfer(from, to, amount - tax);
        if (tax > 0) emit Transfer(from, marketingWallet, tax);
    }
}
